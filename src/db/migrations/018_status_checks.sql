-- Every status column is held to its values by a CHECK, as most already were since their
-- CREATE TABLE. The three below had none. Values: transactions.status from the transaction
-- state machine (src/modules/payments/state.ts, TRANSACTION), the two others from the
-- contract's enums (VerificationStatus, BeneficiaryVerificationStatus).
-- test/unit/db/status-checks.test.ts holds every status column to having a CHECK, and each
-- declared state machine to the values its column's CHECK allows.
--
-- ADD CONSTRAINT validates the rows already there: a row with any other status makes this
-- migration fail, naming the constraint, and the server does not start. That is on purpose:
-- such a row is one no code path can read correctly, and it must be looked at, not hidden.

ALTER TABLE transactions ADD CONSTRAINT transactions_status_check
  CHECK (status IN ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'REJECTED', 'EXPIRED'));

ALTER TABLE verifications ADD CONSTRAINT verifications_status_check
  CHECK (status IN ('RESOLVE_ERRORS', 'PENDING_MANUAL_REVIEW', 'IN_PROGRESS', 'APPROVED', 'REJECTED', 'READY_FOR_VERIFICATION'));

-- NULL: no beneficiary check was made for the account.
ALTER TABLE external_accounts ADD CONSTRAINT external_accounts_beneficiary_verification_status_check
  CHECK (beneficiary_verification_status IN ('MATCHED', 'PARTIAL_MATCH', 'NOT_MATCHED', 'UNSUPPORTED', 'CHECKED_BY_RECEIVING_FI', 'PENDING'));
