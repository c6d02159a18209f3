-- The company console: closing jobs, application statuses, the audit list and the buyer's contact.

-- A closed job is hidden from the public list and its link, but kept for its applications.
ALTER TABLE jobs ADD COLUMN closed_at timestamptz;
CREATE INDEX jobs_open_newest_first ON jobs (date_posted DESC, id DESC) WHERE closed_at IS NULL;

ALTER TABLE job_applications ADD COLUMN status text NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'reviewed', 'shortlisted', 'rejected', 'hired'));
CREATE INDEX job_applications_newest ON job_applications (created_at DESC, id DESC);
CREATE INDEX job_applications_by_job ON job_applications (job_id, created_at DESC);

CREATE INDEX referrals_newest ON referrals (created_at DESC);
CREATE INDEX orders_newest ON orders (created_at DESC);

-- Who changed which job, plan or application, and when. The e-mail is kept as it was, so the entry
-- still names its author after the account is removed.
CREATE TABLE audit_log (
  id          serial PRIMARY KEY,
  staff_id    integer REFERENCES staff (id) ON DELETE SET NULL,
  staff_email text NOT NULL,
  action      text NOT NULL,
  subject     text NOT NULL,
  detail      text NOT NULL DEFAULT '',
  at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_newest ON audit_log (at DESC, id DESC);

-- The buyer's e-mail and phone, when the payment provider reports them (Razorpay's payment entity).
ALTER TABLE payments ADD COLUMN buyer_email text;
ALTER TABLE payments ADD COLUMN buyer_phone text;
