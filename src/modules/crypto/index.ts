/** Crypto: the withdrawal fee estimate of a crypto payout. */

// Nothing of it is used by another module; its operations and jobs are registered by src/modules/index.ts.
export {};
