// What the audit log records, and how the console words it (issue 60 item 16): the server stores the
// code, staff read the words.

export const auditActionWords = {
  'job.created': 'Job published',
  'job.updated': 'Job edited',
  'job.closed': 'Job closed',
  'job.reopened': 'Job reopened',
  'plan.updated': 'Plan changed',
  'application.stage': 'Application moved',
  'note.added': 'Note added',
  'note.deleted': 'Note deleted',
  'interview.scheduled': 'Interview scheduled',
  'interview.rescheduled': 'Interview rescheduled',
  'interview.cancelled': 'Interview cancelled',
  'application.deleted': 'Application deleted',
  'application.cv-downloaded': 'CV downloaded',
  'sign-in.succeeded': 'Signed in',
  'sign-in.failed': 'Sign-in failed',
  'codes.locked': 'Code step closed for an hour',
  'session.ended': 'Session ended',
  'sessions.ended': 'Signed out everywhere',
  'password.set': 'Password set',
  'two-factor.set-up': 'Authenticator app set up',
  'two-factor.reset': 'Second step reset',
  'passkey.added': 'Passkey added',
  'passkey.removed': 'Passkey removed',
  'role.changed': 'Role changed',
  'export.downloaded': 'Data exported',
  'person.erased': 'Person erased',
  'deliveries.sent-now': 'Waiting e-mails sent now',
  'refund.requested': 'Refund requested',
  'refund.refused': 'Refund refused',
  'invoices.exported': 'Invoices exported',
  'pipeline.exported': 'Pipeline exported',
  'share-link.created': 'Share link created',
  'share-link.disabled': 'Share link turned off',
  'staff.added-by-provider': 'Staff member added by single sign-on',
} as const

export type AuditAction = keyof typeof auditActionWords

/** Entries written before an action was renamed or retired, worded all the same. */
const retiredActionWords: Record<string, string> = { 'deliveries.retried': 'Failed e-mails put back' }

/** The words for an entry's action; an unknown code is shown as it is rather than hidden. */
export const auditActionText = (action: string): string =>
  (auditActionWords as Record<string, string>)[action] ?? retiredActionWords[action] ?? action
