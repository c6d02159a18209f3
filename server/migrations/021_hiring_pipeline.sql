-- The hiring pipeline (issue 43 items 3–5, records 066 and 067): stages replace the application's
-- status, every move is kept, recruiters' notes and interview invitations belong to the application.

-- Stages (record 066): reviewed → screening, shortlisted → interview (shortlisting here was the step
-- before interviews, and moving a shortlisted applicant back to 'Being reviewed' would read as a step
-- back on their page); new, rejected, hired and withdrawn keep their names.
ALTER TABLE job_applications DROP CONSTRAINT job_applications_status_check;
ALTER TABLE job_applications RENAME COLUMN status TO stage;
UPDATE job_applications
   SET stage = CASE stage WHEN 'reviewed' THEN 'screening' WHEN 'shortlisted' THEN 'interview' ELSE stage END
 WHERE stage IN ('reviewed', 'shortlisted');
ALTER TABLE job_applications ADD CONSTRAINT job_applications_stage_check
  CHECK (stage IN ('new', 'screening', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'));
CREATE INDEX job_applications_by_job_stage ON job_applications (job_id, stage);

-- Every move (from, to, who, when). `moved_by` keeps the staff member's e-mail as it was (as the audit
-- log does), or 'the applicant' for a withdrawal; the moves go with their application.
CREATE TABLE application_stage_moves (
  id             serial PRIMARY KEY,
  application_id integer NOT NULL REFERENCES job_applications (id) ON DELETE CASCADE,
  from_stage     text NOT NULL,
  to_stage       text NOT NULL,
  staff_id       integer REFERENCES staff (id) ON DELETE SET NULL,
  moved_by       text NOT NULL,
  at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_stage_moves_by_application ON application_stage_moves (application_id, at, id);

-- Recruiters' notes: personal data about the applicant, so they go with the application (erasure,
-- deletion, the retention sweep) and are in its data download and the People export.
CREATE TABLE application_notes (
  id             serial PRIMARY KEY,
  application_id integer NOT NULL REFERENCES job_applications (id) ON DELETE CASCADE,
  staff_id       integer REFERENCES staff (id) ON DELETE SET NULL,
  author_email   text NOT NULL,
  body           text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_notes_by_application ON application_notes (application_id, created_at, id);

-- Interview invitations (record 067): one iCalendar UID for the interview's life; each reschedule or
-- the cancellation raises `sequence`, so calendars replace the event they hold.
CREATE TABLE interviews (
  id             serial PRIMARY KEY,
  application_id integer NOT NULL REFERENCES job_applications (id) ON DELETE CASCADE,
  uid            text NOT NULL UNIQUE,
  sequence       integer NOT NULL DEFAULT 0,
  starts_at      timestamptz NOT NULL,
  minutes        integer NOT NULL CHECK (minutes BETWEEN 15 AND 480),
  place          text NOT NULL,
  -- The interviewers' e-mails as they were when invited (staff members chosen from the staff list).
  interviewers   jsonb NOT NULL DEFAULT '[]',
  created_by     text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  cancelled_at   timestamptz
);
CREATE INDEX interviews_by_application ON interviews (application_id, starts_at);
