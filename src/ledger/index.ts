/**
 * The ledger's public face: the only code that writes ledger_* tables. Money moves through one
 * door, applyLedger (commands.ts): a batch of holds, captures, releases and transfers, one
 * outcome each, refusals as values. The payments' hot path reserves through RESERVE_ALL, the
 * same holds placed by one SQL function sent with COMMIT. Other modules open accounts and read
 * balances, holds and a payment's trail here too, and nothing else.
 */
export { LedgerError } from './errors.ts';
export { FIGURES, figuresJoin } from './figures.ts';
export { AVAILABLE_PLACEHOLDER, applyLedger, BALANCE_PLACEHOLDER, type BalanceEvents, type Figures, holdCaptures, type LedgerCommand, type Outcome, type Refusal, type TransferSpec, withFigures } from './commands.ts';
export { getAccount, getAccounts, getHold, getTransfer, openAccount, openAccounts, postTransfer } from './ledger.ts';
export { RESERVE_ALL, type Reservation, reservationParams } from './reserve.ts';
export { HOLD, type HoldAction } from './state.ts';
export { ledgerTrail, type TrailLine } from './trail.ts';
export type * from './types.ts';
