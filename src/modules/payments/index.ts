/** Payments: quotes, their execution, transactions, incoming payments and the sandbox's money movements. */

// What agent-actions uses: an agent's payments take the same rules and the same execution path
// as the platform's (the agent's id passed in is carried by the quote and its transaction).
export type { Notify } from './authorization.ts';
export { transferIn } from './collection.ts';
// The sandbox clock: the daily limits follow the payments' moved creation times.
export { recountDailyVolumes } from './daily-volumes.ts';
export { executeQuotePayment } from './execute-quote.ts';
export { approvePendingPayment, rejectPendingPayment } from './incoming.ts';
export type { PaymentPorts } from './ports.ts';
export { presentQuote, presentTransaction } from './present.ts';
export { createQuote, type QuoteInput } from './quotes.ts';
export { findQuote, findTransaction, type QuoteRow, type TransactionRow } from './store.ts';
export { listTransactions, type TransactionFilters } from './transactions.ts';
export { transferOut } from './transfers.ts';
