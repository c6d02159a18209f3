-- The company's staff who sign in to the console (npm run staff -- add <email>).
CREATE TABLE staff (
  id serial PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_email_unique ON staff (lower(email));
