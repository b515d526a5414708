import type { CounterpartyAnswer, UmaDirectory } from '../ports/uma-directory.ts';
import { umaProviderByDomain } from './catalogue.ts';

/**
 * The sandbox's counterparty UMA directory: what a lookup of an address at another UMA
 * provider answers (docs/sandbox.md, "UMA counterparty directory"). The user part of the
 * address picks the outcome, so tests can reach every failure:
 *   notfound…  no such receiver                    -> 404 UMA_NOT_FOUND
 *   fail…      the counterparty does not answer    -> 400 LOOKUP_REQUEST_FAILED
 *   reject…    the counterparty refuses the sender -> 400 SENDER_NOT_ACCEPTED
 *   anything else: a receiver holding the currencies of its provider (the catalogue's UMA
 *   provider with that domain), or USD at a domain the catalogue does not know.
 */
/** What counterparties ask of every sender in the sandbox (Travel Rule style payer data). */
const PAYER_FIELDS = [
  { name: 'FULL_NAME', mandatory: true },
  { name: 'COUNTRY_OF_RESIDENCE', mandatory: false },
];

export function askCounterparty(user: string, domain: string): CounterpartyAnswer {
  if (user.startsWith('notfound')) return { outcome: 'NOT_FOUND' };
  if (user.startsWith('fail')) return { outcome: 'FAILED' };
  if (user.startsWith('reject')) return { outcome: 'REJECTED' };
  const provider = umaProviderByDomain(domain);
  return { outcome: 'FOUND', currencies: provider ? [...provider.supportedCurrencies] : ['USD'], requiredPayerDataFields: PAYER_FIELDS };
}

export const sandboxUmaDirectory: UmaDirectory = {
  ask: async (user, domain) => askCounterparty(user, domain),
};
