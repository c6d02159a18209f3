-- Console sessions, in the database so that every instance knows them. The cookie holds a random id;
-- only its SHA-256 is stored, so a copy of this table signs nobody in.
CREATE TABLE staff_sessions (
  id_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);

-- Failed sign-ins, for throttling (per e-mail and per address, both hashed); kept 15 minutes.
CREATE TABLE sign_in_failures (
  email_hash text NOT NULL,
  client_hash text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failures_by_email ON sign_in_failures (email_hash, at);
CREATE INDEX sign_in_failures_by_client ON sign_in_failures (client_hash, at);
