/** Embedded Wallet Auth: wallet credentials, sessions and the signed retries of operations they guard. */
export { contactGate, hasTiedOtpCredentials } from './contact-change.ts';
export { ensureInitialCredential, startNewWallet } from './initial-credential.ts';
export { assertAccountStamp, retryHeaders } from './signed-retry.ts';
export { hasActiveDelegatedKey } from './delegated-keys.ts';
export { purgeWalletRequests } from './housekeeping.ts';
