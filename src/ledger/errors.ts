/** A programming error in the caller (unbalanced entries, unknown account): never a client's fault. */
export class LedgerError extends Error {}
