-- Two-step sign-in, passkeys and roles for staff (record 052).

-- Roles: what each staff member may open. Accounts made before roles keep every screen.
ALTER TABLE staff ADD COLUMN role text NOT NULL DEFAULT 'admin' CHECK (role IN ('admin', 'recruiter', 'finance'));

-- The authenticator app's secret (base32), set once its first code was verified; and the last time
-- step a code was accepted for, so that a code is never accepted twice (RFC 6238, section 5.2).
ALTER TABLE staff ADD COLUMN totp_secret text;
ALTER TABLE staff ADD COLUMN totp_last_step bigint NOT NULL DEFAULT 0;

-- One-time recovery codes, kept only as SHA-256 hashes (each is 60 random bits).
CREATE TABLE staff_recovery_codes (
  staff_id integer NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (staff_id, code_hash)
);

-- Passkeys (WebAuthn credentials). A passkey is both steps of a sign-in.
CREATE TABLE staff_passkeys (
  credential_id text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX staff_passkeys_by_staff ON staff_passkeys (staff_id);

-- WebAuthn challenges, each usable once and for five minutes.
CREATE TABLE webauthn_challenges (
  challenge text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  staff_id integer REFERENCES staff(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);

-- A session is 'password' after the password alone (it reads nothing), 'full' after the second
-- step. second_step_at is when a code or passkey was last given (destructive acts want it recent);
-- pending_totp_secret holds a secret being set up until its first code is verified.
ALTER TABLE staff_sessions ADD COLUMN stage text NOT NULL DEFAULT 'password' CHECK (stage IN ('password', 'full'));
ALTER TABLE staff_sessions ADD COLUMN second_step_at timestamptz;
ALTER TABLE staff_sessions ADD COLUMN pending_totp_secret text;

-- Sessions opened with a password alone end: from now on a session needs both steps.
DELETE FROM staff_sessions;
