-- Push alerts on the installed app (issue 37 item 3, record 055). A subscription is one browser's
-- push endpoint and keys (personal data: never logged) and one search of the careers list.
CREATE TABLE push_subscriptions (
  id         serial PRIMARY KEY,
  endpoint   text NOT NULL UNIQUE,
  p256dh     text NOT NULL,
  auth       text NOT NULL,
  query      text NOT NULL DEFAULT '',
  location   text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Subscribing again from the same device renews it: deleted a year after this.
  renewed_at timestamptz NOT NULL DEFAULT now()
);

-- One notification per subscription and job (the key says so), written before it is sent: a job
-- published, closed and reopened is never pushed twice to one device.
CREATE TABLE push_deliveries (
  subscription_id integer NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  job_id          integer NOT NULL,
  sent_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subscription_id, job_id)
);

-- The VAPID key pair, generated once (unless VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are set): one row,
-- inserted with ON CONFLICT DO NOTHING and read back, so every instance signs with the same keys.
CREATE TABLE push_vapid_keys (
  id          smallint PRIMARY KEY CHECK (id = 1),
  public_key  text NOT NULL,
  private_key text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
