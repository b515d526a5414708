import { parseId } from '../../src/ids.ts';
import { ensureCustomerAccounts } from '../../src/modules/accounts/service.ts';
import type { Credentials, Harness } from '../support/harness.ts';
import { inTx } from '../support/payments.ts';

type Fixture = (h: Harness, owner: Credentials) => Promise<{ params: Record<string, string>; body?: unknown }>;

/** An APPROVED cardholder of the owner (sandbox: skip verification paperwork) with a USD internal account. */
export async function cardholder(h: Harness, owner: Credentials): Promise<{ customerId: string; usd: string }> {
  await h.call('PATCH', '/config', { as: owner, body: { skipVerificationPaperwork: true } });
  const customer = (await h.call('POST', '/customers', { as: owner, body: { customerType: 'INDIVIDUAL', fullName: 'Card Fixture' } })).json();
  await inTx(h, owner.platformId, (tx) => ensureCustomerAccounts(tx, owner.platformId, parseId('Customer', customer.id)!, ['USD']));
  const accounts = (await h.call('GET', '/customers/internal-accounts', { as: owner, query: { customerId: customer.id, currency: 'USD' } })).json();
  return { customerId: customer.id, usd: accounts.data[0].id };
}

/** An ACTIVE card of the owner (the sandbox issuer's provisioning job run). */
const activeCard = (body?: unknown): Fixture => async (h, owner) => {
  const holder = await cardholder(h, owner);
  const res = await h.call('POST', '/cards', { as: owner, body: { cardholderId: holder.customerId, form: 'VIRTUAL', fundingSources: [holder.usd] } });
  if (res.statusCode !== 201) throw new Error(res.body);
  await h.services.worker.drain();
  return { params: { id: res.json().id }, body };
};

export const cardFixtures: Record<string, Fixture> = {
  getCardById: activeCard(),
  updateCardById: activeCard({ status: 'FROZEN' }),
  revealCard: activeCard(),
  tokenizeCard: activeCard({ walletProvider: 'GOOGLE_PAY' }),
};
