-- Refunds from the console (issue 44 item 5, record 069): a full refund of a paid order through
-- Razorpay's Refunds API. The order becomes 'refunded' (allowed by 022) once Razorpay confirms the
-- refund (its API answer or the refund.processed webhook), exactly once; its credit note is a
-- tax_documents row of the 'credit-note' series.

-- requested: sent (or about to be), outcome not yet known; pending: Razorpay accepted it and will
-- process it; processed: the money went back; failed: Razorpay gave up (a new refund may be tried).
-- A refusal (Razorpay's 4xx) leaves no row: it changed nothing.
CREATE TABLE refunds (
  id                 serial PRIMARY KEY,
  order_id           text NOT NULL REFERENCES orders (order_id),
  payment_id         text NOT NULL REFERENCES payments (payment_id),
  amount             integer NOT NULL CHECK (amount > 0),
  -- Sent as X-Refund-Idempotency: a retry or a double click repeats the same request, which
  -- Razorpay answers with the same refund instead of refunding twice.
  idempotency_key    text NOT NULL UNIQUE,
  razorpay_refund_id text UNIQUE,
  status             text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'pending', 'processed', 'failed')),
  -- Who asked (NULL when the refund was made in Razorpay's dashboard and only its webhook told us).
  requested_by       integer REFERENCES staff (id) ON DELETE SET NULL,
  requested_by_email text NOT NULL,
  requested_at       timestamptz NOT NULL DEFAULT now(),
  processed_at       timestamptz,
  CHECK ((status = 'processed') = (processed_at IS NOT NULL))
);

-- One refund under way or done per order (refunds are always full); a failed one may be tried again.
CREATE UNIQUE INDEX refunds_one_per_order ON refunds (order_id) WHERE status <> 'failed';
CREATE INDEX refunds_by_payment ON refunds (payment_id);
