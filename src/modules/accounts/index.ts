/** Internal accounts: the platform's and customers' balances, embedded wallets, funding instructions. */
export { fundingInstructions, type PaymentInstructions } from './instructions.ts';
export { customerAccountIn, findInternal, platformAccountIn, sourceAccountQuery } from './payment-accounts.ts';
export { balanceTemplate, type InternalAccountRow, ledgerAccountName, presentInternalAccount } from './present.ts';
export {
  customerAccountCurrencies,
  ensureCustomerAccounts,
  ensureEmbeddedWallet,
  openNewCustomerAccounts,
  ensurePlatformAccounts,
  getInternalAccount,
  listCustomerInternalAccounts,
  plannedCustomerAccounts,
} from './service.ts';
export { flushBalanceEvents, type MoneyCommand, moveMoney } from './money.ts';
export { accountIdsOfCustomer, setPrivateEnabled, type WalletAccount, walletAccountRow } from './wallets.ts';
