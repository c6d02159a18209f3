-- Tracked share links (issue 43, record 065): a short link per job and source (`SITE_URL/j/<code>`),
-- its visits counted per day, and on each application the link it came through.

-- The author's e-mail is kept as it was (as in audit_log), so the link still names who made it after
-- their account is removed. A disabled link still opens its job, but counts nothing and gives no source.
CREATE TABLE share_links (
  id               serial PRIMARY KEY,
  job_id           integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  code             text NOT NULL UNIQUE CHECK (code ~ '^[1-9A-HJ-NP-Za-km-z]{10}$'),
  source           text NOT NULL CHECK (char_length(source) BETWEEN 1 AND 60),
  created_by       integer REFERENCES staff (id) ON DELETE SET NULL,
  created_by_email text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  disabled_at      timestamptz
);
CREATE INDEX share_links_by_job ON share_links (job_id, created_at DESC);

-- Visits: one row per link and day (UTC), counted with one atomic upsert; no cookie, no address, no
-- browser: nothing about the visitor.
CREATE TABLE share_link_visits (
  share_link_id integer NOT NULL REFERENCES share_links (id) ON DELETE CASCADE,
  day           date NOT NULL,
  visits        integer NOT NULL DEFAULT 0 CHECK (visits >= 0),
  PRIMARY KEY (share_link_id, day)
);

-- The link an application came through, and its source as it was then; both NULL for 'Direct'.
ALTER TABLE job_applications ADD COLUMN share_link_id integer REFERENCES share_links (id) ON DELETE SET NULL;
ALTER TABLE job_applications ADD COLUMN source text CHECK (char_length(source) BETWEEN 1 AND 60);
CREATE INDEX job_applications_by_share_link ON job_applications (share_link_id) WHERE share_link_id IS NOT NULL;
