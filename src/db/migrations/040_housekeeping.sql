-- Housekeeping (docs/operations.md, "Housekeeping") deletes spent ownership challenges a day
-- after they expire; this index makes its search a range over those alone. The outbox tables
-- need none: their purges search primary-key ranges (src/events/housekeeping.ts).
CREATE INDEX ownership_challenges_spent ON ownership_challenges (expires_at) WHERE status <> 'OPEN';
