-- Backups taken (npm run backup, and the server's own every BACKUP_EVERY_HOURS): when, how large and
-- how long, so every instance on the database knows the last one (record 061). Counts and sizes only.
CREATE TABLE backups (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  taken_at    timestamptz NOT NULL DEFAULT now(),
  bytes       bigint NOT NULL,
  duration_ms integer NOT NULL,
  method      text NOT NULL,
  scheduled   boolean NOT NULL
);
CREATE INDEX backups_taken_at ON backups (taken_at);
