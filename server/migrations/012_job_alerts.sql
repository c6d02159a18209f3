-- Job alerts by e-mail (issue 37, record 054). A subscription is one address and one search of the
-- careers list (keywords, location). Double opt-in: nothing but one confirmation e-mail until
-- confirmed_at is set. Every link in every e-mail is a random token of 256 bits kept only as its
-- SHA-256 hash; they go with their subscription.
CREATE TABLE job_alerts (
  id                   serial PRIMARY KEY,
  email                text NOT NULL,
  query                text NOT NULL DEFAULT '',
  location             text NOT NULL DEFAULT '',
  created_at           timestamptz NOT NULL DEFAULT now(),
  confirmed_at         timestamptz,
  -- The last confirmation e-mail: a repeated request re-sends at most one a day.
  confirmation_sent_at timestamptz,
  -- Jobs with a higher id are new to this subscription (the digest moves it on).
  last_job_id          integer NOT NULL DEFAULT 0,
  -- The last time one of its links was followed (confirm, a job, the unsubscribe page): kept a year after.
  last_opened_at       timestamptz
);
CREATE UNIQUE INDEX job_alerts_one_per_search ON job_alerts (lower(email), query, location);
CREATE INDEX job_alerts_confirmed ON job_alerts (id) WHERE confirmed_at IS NOT NULL;

CREATE TABLE job_alert_tokens (
  token_hash text PRIMARY KEY,
  alert_id   integer NOT NULL REFERENCES job_alerts (id) ON DELETE CASCADE,
  purpose    text NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe', 'open')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_alert_tokens_by_alert ON job_alert_tokens (alert_id);

-- One digest per subscription and day (the key says so), written before the e-mail goes: a crash
-- between the two loses that day's digest rather than sending it twice. sent_at once it went.
CREATE TABLE job_alert_digests (
  alert_id   integer NOT NULL REFERENCES job_alerts (id) ON DELETE CASCADE,
  digest_day date NOT NULL,
  job_ids    integer[] NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  sent_at    timestamptz,
  PRIMARY KEY (alert_id, digest_day)
);
