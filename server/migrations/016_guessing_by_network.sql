-- Guessing bounded by network and session (record 057).

-- A failure that guessing repeats is one row per staff member, kind, client network and 15 minutes:
-- `times` counts them, `first_at` is the first and `at` the latest. `merge_key` names that group
-- (a hash); rows of other events leave it NULL, and NULLs never conflict.
ALTER TABLE audit_log ADD COLUMN times integer NOT NULL DEFAULT 1;
ALTER TABLE audit_log ADD COLUMN first_at timestamptz;
ALTER TABLE audit_log ADD COLUMN merge_key text;
CREATE UNIQUE INDEX audit_log_merge_key ON audit_log (merge_key);

-- Codes given in a session since its last accepted one, counted before each is checked: at 5 wrong
-- ones the session ends and sign-in starts again from the password.
ALTER TABLE staff_sessions ADD COLUMN code_attempts integer NOT NULL DEFAULT 0;
