/**
 * Asks another UMA provider about one of its addresses (the UMA lookup): whether the receiver
 * exists, which currencies it takes and what it requires to know about the payer. The sandbox
 * answers from the address itself (src/sandbox/uma-directory.ts); a live implementation does the
 * UMA lookup over HTTPS to the domain, and maps a timeout or an unusable answer to FAILED, never
 * to an exception, so the API answers 400 LOOKUP_REQUEST_FAILED instead of a 500.
 */
export type CounterpartyAnswer =
  | { outcome: 'FOUND'; currencies: string[]; requiredPayerDataFields: { name: string; mandatory: boolean }[] }
  | { outcome: 'NOT_FOUND' | 'FAILED' | 'REJECTED' };

export interface UmaDirectory {
  /** `user` without its leading `$`; `domain` lower-case. Called inside a database transaction: keep it short. */
  ask(user: string, domain: string): Promise<CounterpartyAnswer>;
}
