-- The applicant's private link (issue 35, record 050): each link is a random token of 256 bits that
-- only the applicant's mailbox holds; the database keeps its SHA-256 hash, so a copy of the database
-- opens no application. A link goes with its application (ON DELETE CASCADE) and expires after 12 months.
CREATE TABLE applicant_tokens (
  token_hash     text PRIMARY KEY,
  application_id integer NOT NULL REFERENCES job_applications (id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL
);
CREATE INDEX applicant_tokens_by_application ON applicant_tokens (application_id);
CREATE INDEX applicant_tokens_by_expiry ON applicant_tokens (expires_at);

-- An applicant may withdraw; staff see the status like any other.
ALTER TABLE job_applications DROP CONSTRAINT job_applications_status_check;
ALTER TABLE job_applications ADD CONSTRAINT job_applications_status_check
  CHECK (status IN ('new', 'reviewed', 'shortlisted', 'rejected', 'hired', 'withdrawn'));

-- 'Lost your link?' finds every application of an address, in any letter case.
CREATE INDEX job_applications_by_email ON job_applications (lower(email));
