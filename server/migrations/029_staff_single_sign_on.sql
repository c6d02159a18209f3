-- Staff single sign-on through an OpenID Connect provider (issue 64, record 088).

-- The provider's subject (issuer and `sub`) a staff member signed in with first: a later sign-in with
-- the same address but another subject is refused. Accounts made by the provider have no password
-- (an empty hash, which no password matches).
ALTER TABLE staff ADD COLUMN oidc_subject text;
CREATE UNIQUE INDEX staff_oidc_subject_unique ON staff (oidc_subject);

-- A session made through the provider: its end (OIDC_SESSION_HOURS after signing in), when the provider
-- last confirmed it, and its refresh token sealed with DATA_KEY (null when the provider gave none).
ALTER TABLE staff_sessions ADD COLUMN oidc_expires_at timestamptz;
ALTER TABLE staff_sessions ADD COLUMN oidc_checked_at timestamptz;
ALTER TABLE staff_sessions ADD COLUMN oidc_refresh_token text;

-- A sign-in (or step-up) on its way through the provider: found by the hash of the short-lived cookie
-- that started it, used once (deleted by its callback), gone after ten minutes.
CREATE TABLE oidc_flows (
  id_hash text PRIMARY KEY,
  state text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('sign-in', 'step-up')),
  session_hash text,
  return_to text NOT NULL DEFAULT '/console',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oidc_flows_by_age ON oidc_flows (created_at);
