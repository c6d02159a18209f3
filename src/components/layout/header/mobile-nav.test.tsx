import { act, render, screen } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MobileNav } from './mobile-nav'

// The address the menu sees; a test changes it to stand for a navigation.
let pathname = '/'
vi.mock('@tanstack/react-router', () => ({
  useLocation: ({ select }: { select: (location: { pathname: string }) => string }) => select({ pathname }),
}))
// The accordion itself is not under test here (and needs the router's links).
vi.mock('./mobile-menu-panel', () => ({ MobileMenuPanel: () => <p>The site's links</p> }))

/**
 * Taps the menu button in the commit that mounted (or hydrated) the menu, before its passive effects
 * run: in the browser a tap lands there whenever React yields to paint between the two.
 */
function TapRightAfterCommit() {
  useLayoutEffect(() => screen.getByRole('button', { name: 'Open menu' }).click(), [])
  return null
}

describe('the mobile menu', () => {
  beforeEach(() => {
    pathname = '/'
  })

  it('opens with a tap that comes before its effects have run', async () => {
    await act(async () => {
      render(
        <>
          <MobileNav />
          <TapRightAfterCommit />
        </>,
      )
    })
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    expect(await screen.findByText("The site's links")).toBeVisible()
  })

  it('closes on a navigation, and only then', async () => {
    const { rerender } = render(<MobileNav />)
    await act(async () => screen.getByRole('button', { name: 'Open menu' }).click())
    rerender(<MobileNav />)
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')

    pathname = '/company-overview'
    rerender(<MobileNav />)
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })
})
