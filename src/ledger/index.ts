export * from './ledger.ts';
export type * from './types.ts';
