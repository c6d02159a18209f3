-- Staff sign-in under control (record 047).

-- Sign-in attempts, written before the password is checked so that parallel guesses are counted
-- (per address, and per e-mail and address pair); a successful sign-in removes its own row and the
-- pair's failures. Both keys hashed; kept 15 minutes. It replaces the failures-only table.
DROP TABLE sign_in_failures;
CREATE TABLE sign_in_attempts (
  id bigserial PRIMARY KEY,
  email_hash text NOT NULL,
  client_hash text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_attempts_by_client ON sign_in_attempts (client_hash, email_hash, at);
CREATE INDEX sign_in_attempts_by_email ON sign_in_attempts (email_hash, at);
CREATE INDEX sign_in_attempts_by_age ON sign_in_attempts (at);

-- What the Account screen lists: a random id it may show (never the id hash), and the browser as a
-- short description ("Chrome on Android"), never the whole User-Agent.
ALTER TABLE staff_sessions ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX staff_sessions_public_id ON staff_sessions (public_id);
ALTER TABLE staff_sessions ADD COLUMN browser text NOT NULL DEFAULT '';
CREATE INDEX staff_sessions_by_staff ON staff_sessions (staff_id);
