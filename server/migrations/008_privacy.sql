-- What each applicant was told and chose (issue 35): the privacy notice's version shown beside the
-- submit button (NULL when none was: an application sent by a script), and the talent-pool checkbox.
ALTER TABLE job_applications ADD COLUMN talent_pool boolean NOT NULL DEFAULT false;
ALTER TABLE job_applications ADD COLUMN notice_version text;

-- The retention sweep starts from closed jobs (messages, referrals and orders have created_at indexes).
CREATE INDEX jobs_closed_at ON jobs (closed_at) WHERE closed_at IS NOT NULL;
