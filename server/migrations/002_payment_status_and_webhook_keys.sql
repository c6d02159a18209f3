-- Payments move forward only: created -> authorized -> captured, or failed; captured and failed are final.
ALTER TABLE payments ADD CONSTRAINT payments_status_known CHECK (status IN ('created', 'authorized', 'captured', 'failed'));
ALTER TABLE payments ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- webhook_events.event_id now holds a key derived from the signed body; the unsigned
-- X-Razorpay-Event-Id header is kept beside it only as a hint for whoever reads the table.
ALTER TABLE webhook_events ADD COLUMN header_event_id text;
