import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())

// jsdom has no scrollTo; the router calls it on navigation. (Tests that need Node's own Blob and
// Request say `@vitest-environment node`: no window there.)
if (typeof window !== 'undefined') window.scrollTo = () => {}
