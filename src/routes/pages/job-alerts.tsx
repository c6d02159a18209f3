import { createFileRoute } from '@tanstack/react-router'
import { JobAlertsPage } from '../../features/job-alerts/job-alerts-page'

// Opened from a job alert e-mail (record 054): a route chunk of its own; its head (title, noindex) is
// written by the page, so no other page's first load carries any of it.
export const Route = createFileRoute('/job-alerts')({
  component: JobAlertsPage,
})
