-- A quote paid from an EMBEDDED_WALLET account executes only with the end user's wallet
-- signature over this payload (shown in the quote's paymentInstructions); null otherwise.
ALTER TABLE quotes ADD COLUMN wallet_payload text;
