/** Payments: quotes, their execution, transactions, incoming payments and the sandbox's money movements. */

// Nothing of it is used by another module; its operations and jobs are registered by src/modules/index.ts.
export {};
