/**
 * The ledger's public face: the only code that writes ledger_* tables (TypeScript here, SQL
 * functions ledger_post_transfer and ledger_reserve_all). Other modules open accounts, read
 * balances, post transfers, place, release and settle holds, and reserve for payments through
 * what is exported here, and nothing else.
 */
export { LedgerError } from './errors.ts';
export { FIGURES, figuresJoin } from './figures.ts';
export { captureHold, getAccount, getAccounts, getHold, getTransfer, openAccount, placeHold, postTransfer, releaseHold, settleHold } from './ledger.ts';
export { RESERVE_ALL, type Reservation, reservationParams } from './reserve.ts';
export { HOLD, type HoldAction } from './state.ts';
export type * from './types.ts';
