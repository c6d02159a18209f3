-- Which browser added each passkey (issue 41 item 4, record 058): the Account and Staff screens and
-- the 'passkey added' e-mail name it. Passkeys added before this say '' (not recorded).
ALTER TABLE staff_passkeys ADD COLUMN browser text NOT NULL DEFAULT '';
