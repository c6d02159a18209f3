-- State that several instances on one database share.

-- CVs, when they are kept in the database (CV_STORAGE=postgres, the default with DATABASE_URL).
CREATE TABLE cv_files (
  key text PRIMARY KEY,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The POST rate limit: hits per client and fixed window (the limiter weighs the previous window in,
-- which makes it a sliding window). `client` is a hash of the address, never the address itself.
CREATE TABLE rate_limit_hits (
  client text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (client, window_start)
);
