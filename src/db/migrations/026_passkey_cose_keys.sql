-- Passkey credential keys as COSE_Key bytes (hex), what @simplewebauthn/server verifies
-- assertions with. Until now the key was stored as an uncompressed SEC1 P-256 point
-- ('04' || x || y); only ES256 keys were ever accepted, so each becomes the COSE_Key
-- {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y} in canonical CBOR. The service also
-- reads the old form (a process of the previous release may still write it during an upgrade).
UPDATE wallet_credentials
SET passkey_public_key = 'a5010203262001215820' || substr(lower(passkey_public_key), 3, 64) || '225820' || substr(lower(passkey_public_key), 67, 64)
WHERE type = 'PASSKEY' AND passkey_public_key ~* '^04[0-9a-f]{128}$';
