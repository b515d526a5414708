/** Card transactions: authorizations, clearings, returns and credits of cards (the sandbox simulations), listed by GET /transactions?type=CARD. */
export { type CardTransactionFilters, listCardTransactions, statementRows } from './store.ts';
