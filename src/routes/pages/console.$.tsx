import { createFileRoute } from '@tanstack/react-router'
import { ConsoleApp } from '../../features/console/console-app'

// The staff console: one route for all its screens, so public pages carry a single small stub for it.
export const Route = createFileRoute('/console/$')({
  component: ConsoleApp,
})
