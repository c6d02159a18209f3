-- E-mail that cannot be delivered (issue 60 item 6). A mail server's permanent refusal (5xx) fails a
-- message at once, and admins see each waiting or failed message's kind, recipient and reason; the
-- application's card says its e-mail could not be delivered, so a recruiter can phone instead.
-- `sealed_recipient` is the one address a message goes to, sealed under DATA_KEY (purpose
-- 'recipient', record 083): a failed row keeps it (and its `recipient_keys`, so People's erase still
-- finds it) but never the text; it goes when the row is sent or dropped, when People's erase names the
-- address, and with the row 30 days after it ended. `last_error` now holds the server's reply code and
-- words with any address taken out ('550 5.1.1 mailbox unavailable'), not only its class.
ALTER TABLE outbox ADD COLUMN sealed_recipient text;
-- The application a message is about (its acknowledgement): no personal data, only which card to mark.
ALTER TABLE outbox ADD COLUMN application_id integer REFERENCES job_applications (id) ON DELETE SET NULL;
CREATE INDEX outbox_failed_application ON outbox (application_id) WHERE status = 'failed';
