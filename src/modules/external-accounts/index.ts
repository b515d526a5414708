/** External accounts: bank accounts, wallets and addresses outside the service that money is paid to or pulled from. */
export { type AccountInfo, paymentRails, variantRails } from './kinds.ts';
export { purgeOwnershipChallenges } from './housekeeping.ts';
export { assertPayable, createExternalAccount, deleteExternalAccount, listExternalAccounts, payableRow } from './service.ts';
export { presentExternalAccount } from './present.ts';
export { defaultUmaDepositAccount, findAccount, isTrustedBeneficiary } from './store.ts';
