-- Daily quotas (record 056): what one client network, or everyone together, may do in a UTC day,
-- shared by every instance on the database. `key` names the quota and a hash of the network, never
-- the address itself; rows older than yesterday are deleted as new ones come.
CREATE TABLE daily_quota_hits (
  day date NOT NULL,
  key text NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (day, key)
);
