-- Second-step codes per staff member across every network (issue 59 item 3, record 081): each code
-- is counted here before it is checked; a right one's row is deleted, a wrong one's is marked. At most
-- 10 rows per member within an hour; rows older than that are deleted as new codes arrive.
CREATE TABLE code_guesses (
  id       bigserial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  -- The client network (IPv4 address or IPv6 /64), hashed as the sign-in throttle hashes it.
  network  text NOT NULL,
  at       timestamptz NOT NULL DEFAULT clock_timestamp(),
  wrong    boolean NOT NULL DEFAULT false
);
CREATE INDEX code_guesses_staff_at ON code_guesses (staff_id, at);
