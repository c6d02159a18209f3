-- Nothing live readable at rest (issue 59 item 2, record 083). A waiting message is kept sealed under
-- DATA_KEY (`sealed`, a JWE) with keyed hashes of its recipients (`recipient_keys`, for the People
-- screen's erase); both go when it is sent, dropped or failed. `payload` only holds rows written before
-- this migration until the server seals them at start-up. A failed row keeps no content from now on.
ALTER TABLE outbox ADD COLUMN sealed text;
ALTER TABLE outbox ADD COLUMN recipient_keys text[];
UPDATE outbox SET payload = NULL WHERE status <> 'waiting';

-- Which key sealed this database's values (its id, not the key): an instance started with another
-- DATA_KEY refuses to start instead of failing every sign-in code and e-mail.
CREATE TABLE data_key (
  id integer PRIMARY KEY CHECK (id = 1),
  kid text NOT NULL,
  since timestamptz NOT NULL DEFAULT now()
);
