-- Durable delivery (record 059): every message the server promises (e-mails, push alerts) is written
-- here on the transaction of the event that causes it, then sent by a worker on any instance. Rows
-- are claimed with FOR UPDATE SKIP LOCKED and leased (`leased_until`) while they are sent, so two
-- instances never take the same row at once and a crashed sender's row is taken again once its
-- lease ends. `payload` holds what is needed to send (addresses, links): it is cleared once the
-- message is sent or dropped; a sent message keeps only its kind, times and outcome.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb,
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'sent', 'dropped', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- Tries stop after this (a day after the event, or after 'Try again'); then the row is failed.
  give_up_at timestamptz NOT NULL,
  leased_until timestamptz,
  finished_at timestamptz,
  -- The last failure's class (a network error's code, an SMTP status), never the server's reply text.
  last_error text
);

CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'waiting';
CREATE INDEX outbox_finished ON outbox (finished_at) WHERE status <> 'waiting';
