// The answer to a job application (POST /api/job-applications/, 201): what the site tells the visitor.
import { z } from '../lib/schema.ts'

/**
 * The new application's id, and whether its private link (record 050) was put in the outbox for the
 * address the visitor gave: true only when the server can send e-mail (SMTP_URL and NOTIFY_EMAIL).
 */
export const applicationReceivedSchema = z.object({ id: z.int(), link_sent: z.boolean() })
export type ApplicationReceived = z.infer<typeof applicationReceivedSchema>
