/** Receiver lookups: who a UMA address or an account is, and what it can receive. */
export { findLookup, receivableRange, resolveUma } from './service.ts';
export { parseUmaAddress } from './uma-address.ts';
export { purgeOldLookups } from './housekeeping.ts';
