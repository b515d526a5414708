/** Stablecoins: issuer account links, registered provider-created tokens, mints and burns through the issuer port and the ledger. */
export { operatorEnablement, operatorFundsReceived, operatorLinkStatus, operatorProviderDeposit, STABLECOIN_USAGE } from './operator.ts';
