-- Tax invoices and credit notes (issue 44, record 068). Each series ('invoice', 'credit-note') counts
-- per financial year in a counter row, drawn with UPDATE … RETURNING in the transaction that inserts the
-- document: the row lock makes concurrent issuers wait their turn, a rollback gives the serial back.
CREATE TABLE tax_document_counters (
  series      text NOT NULL CHECK (series IN ('invoice', 'credit-note')),
  fy_start    integer NOT NULL,
  last_serial integer NOT NULL CHECK (last_serial > 0),
  PRIMARY KEY (series, fy_start)
);

-- A document as issued: `content` holds everything printed on it (seller, buyer, lines, tax, words), so
-- it can be rendered again identically years later; the columns repeat what the accountant's export and
-- the lookups need. One invoice per order, one credit note per order (refunds are whole).
-- Kept until `keep_until` (issue date + the retention years in the settings) whatever happens to the
-- buyer's contact details: it holds no e-mail or phone.
CREATE TABLE tax_documents (
  id              bigserial PRIMARY KEY,
  series          text NOT NULL CHECK (series IN ('invoice', 'credit-note')),
  number          text NOT NULL UNIQUE CHECK (number ~ '^[A-Za-z0-9/-]{1,16}$'),
  fy_start        integer NOT NULL,
  serial          integer NOT NULL,
  order_id        text NOT NULL REFERENCES orders (order_id),
  payment_id      text NOT NULL,
  -- A credit note names the invoice it corrects.
  references_id   bigint REFERENCES tax_documents (id),
  issued_at       timestamptz NOT NULL DEFAULT now(),
  issue_date      date NOT NULL,
  buyer_gstin     text,
  place_of_supply text NOT NULL,
  taxable         bigint NOT NULL,
  cgst            bigint NOT NULL,
  sgst            bigint NOT NULL,
  igst            bigint NOT NULL,
  total           bigint NOT NULL CHECK (total = taxable + cgst + sgst + igst),
  content         jsonb NOT NULL,
  keep_until      timestamptz NOT NULL,
  -- When its e-mail to the buyer was put in the outbox (null: not yet, e.g. no address known yet).
  mailed_at       timestamptz,
  UNIQUE (series, fy_start, serial),
  UNIQUE (series, order_id)
);
CREATE INDEX tax_documents_by_date ON tax_documents (issue_date);
CREATE INDEX tax_documents_by_expiry ON tax_documents (keep_until);

-- The buyer's business details given with the order ('Add GST details'); null: an unregistered buyer.
ALTER TABLE orders ADD COLUMN buyer_details jsonb;

-- A refunded order (issue 44, item 5) is the last step after paid.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('created', 'attempted', 'paid', 'refunded'));

-- The buyer's private link to the order page (same rules as the applicant's, record 050): only the
-- SHA-256 of a 256-bit token is kept; it works as long as the order's invoice is kept.
CREATE TABLE order_tokens (
  token_hash text PRIMARY KEY,
  order_id   text NOT NULL REFERENCES orders (order_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX order_tokens_by_order ON order_tokens (order_id);
CREATE INDEX order_tokens_by_expiry ON order_tokens (expires_at);
