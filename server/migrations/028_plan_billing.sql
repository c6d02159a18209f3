-- What a plan's price buys (issue 60 item 8): one payment, or a price per month or per year. Staff set
-- it with the price on the console's Plans screen; existing plans are one-off, as every order so far
-- has been one payment that activates the plan.
ALTER TABLE plans
  ADD COLUMN billing text NOT NULL DEFAULT 'one-off' CHECK (billing IN ('one-off', 'monthly', 'yearly'));
