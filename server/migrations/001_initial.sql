-- Jobs shown on the careers page. Optional texts are NULL when a posting leaves them out.
CREATE TABLE jobs (
  id                  serial PRIMARY KEY,
  job_name            text NOT NULL,
  role                text,
  location            text,
  pay                 text,
  job_overview        text,
  responsibilities    text,
  qualification       text,
  experience          text,
  skills              text,
  job_type            text,
  schedule            text,
  benefits            text,
  supplemental_pay    text,
  required_experience text,
  date_posted         date NOT NULL DEFAULT CURRENT_DATE
);
CREATE INDEX jobs_newest_first ON jobs (date_posted DESC, id DESC);

CREATE TABLE job_applications (
  id           serial PRIMARY KEY,
  job_id       integer NOT NULL REFERENCES jobs (id),
  full_name    text NOT NULL,
  email        text NOT NULL,
  phone        text NOT NULL,
  comments     text NOT NULL DEFAULT '',
  resume_key   text NOT NULL UNIQUE,
  resume_name  text NOT NULL,
  resume_type  text NOT NULL,
  resume_size  integer NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Subscription plans; price in whole rupees (orders store paise).
CREATE TABLE plans (
  id             serial PRIMARY KEY,
  name           text NOT NULL UNIQUE,
  max_users      integer NOT NULL,
  max_tasks      integer NOT NULL,
  max_storage_gb integer NOT NULL,
  price          integer NOT NULL CHECK (price > 0)
);

-- Orders move forward only: created -> attempted -> paid.
CREATE TABLE orders (
  order_id   text PRIMARY KEY,
  plan_id    integer NOT NULL REFERENCES plans (id),
  amount     integer NOT NULL CHECK (amount > 0),
  currency   text NOT NULL,
  receipt    text NOT NULL,
  provider   text NOT NULL,
  status     text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'attempted', 'paid')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payments (
  payment_id text PRIMARY KEY,
  order_id   text NOT NULL REFERENCES orders (order_id),
  status     text NOT NULL,
  source     text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One activation per paid order: verifying or notifying twice never activates twice.
CREATE TABLE plan_activations (
  id           serial PRIMARY KEY,
  plan_id      integer NOT NULL REFERENCES plans (id),
  order_id     text NOT NULL UNIQUE REFERENCES orders (order_id),
  payment_id   text NOT NULL,
  activated_at timestamptz NOT NULL DEFAULT now()
);

-- Webhook deliveries already handled, keyed by the provider's event id.
CREATE TABLE webhook_events (
  event_id    text PRIMARY KEY,
  event       text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE referrals (
  id         serial PRIMARY KEY,
  name       text NOT NULL,
  email      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX referrals_email_unique ON referrals (lower(email));

-- Small server-side settings, e.g. the generated sandbox payment secret.
CREATE TABLE app_settings (
  key   text PRIMARY KEY,
  value text NOT NULL
);
