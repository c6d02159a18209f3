/** SQL: an e-mail to the applicant about this application failed for good (issue 60 item 6). */
export const emailUndeliveredSql = (applicationId: string) =>
  `EXISTS (SELECT 1 FROM outbox o WHERE o.application_id = ${applicationId} AND o.status = 'failed')`
