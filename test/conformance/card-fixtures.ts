import { cardholder as newCardholder } from '../support/cards.ts';
import type { Credentials, Harness } from '../support/harness.ts';

type Fixture = (h: Harness, owner: Credentials) => Promise<{ params: Record<string, string>; body?: unknown }>;

/** An APPROVED cardholder of the owner (sandbox: skip verification paperwork) with a USD internal account. */
export async function cardholder(h: Harness, owner: Credentials): Promise<{ customerId: string; usd: string }> {
  await h.call('PATCH', '/config', { as: owner, body: { skipVerificationPaperwork: true } });
  const holder = await newCardholder(h, ['USD'], 'Card Fixture', owner);
  return { customerId: holder.id, usd: holder.accounts.USD };
}

/** An ACTIVE card of the owner (the sandbox issuer's provisioning job run). */
const activeCard = (body?: unknown): Fixture => async (h, owner) => {
  const holder = await cardholder(h, owner);
  const res = await h.call('POST', '/cards', { as: owner, body: { cardholderId: holder.customerId, form: 'VIRTUAL', fundingSources: [holder.usd] } });
  if (res.statusCode !== 201) throw new Error(res.body);
  await h.services.worker.drain();
  return { params: { id: res.json().id }, body };
};

const purchase = { amount: 100, currency: { code: 'USD' }, merchant: { descriptor: 'FIXTURE SHOP 001', mcc: '5812', country: 'US' } };

/** An ACTIVE card funded with 1000 and a card transaction on it: authorized, or also cleared; `body` built from its id. */
const cardTransaction =
  (cleared: boolean, body: (id: string) => unknown): Fixture =>
  async (h, owner) => {
    const holder = await cardholder(h, owner);
    await h.call('POST', `/sandbox/internal-accounts/${holder.usd}/fund`, { as: owner, body: { amount: 1000 } });
    const res = await h.call('POST', '/cards', { as: owner, body: { cardholderId: holder.customerId, form: 'VIRTUAL', fundingSources: [holder.usd] } });
    if (res.statusCode !== 201) throw new Error(res.body);
    await h.services.worker.drain();
    const cardId = res.json().id as string;
    await h.call('POST', `/sandbox/cards/${cardId}/simulate/authorization`, { as: owner, body: purchase });
    const id = (await h.call('GET', '/transactions', { as: owner, query: { type: 'CARD', cardId } })).json().data[0].id as string;
    if (cleared) await h.call('POST', `/sandbox/cards/${cardId}/simulate/clearing`, { as: owner, body: { cardTransactionId: id, amount: 100 } });
    return { params: { id: cardId }, body: body(id) };
  };

/** A return row (its id the path id of return_reversal) of a cleared purchase. */
const returnRow: Fixture = async (h, owner) => {
  const { params, body } = await cardTransaction(true, (id) => ({ cardTransactionId: id, amount: 40 }))(h, owner);
  await h.call('POST', `/sandbox/cards/${params.id}/simulate/return`, { as: owner, body });
  const rows = (await h.call('GET', '/transactions', { as: owner, query: { type: 'CARD', cardId: params.id } })).json().data as { id: string; originalTransactionId?: string }[];
  return { params: { id: rows.find((r) => r.originalTransactionId)?.id as string }, body: {} };
};

export const cardFixtures: Record<string, Fixture> = {
  getCardById: activeCard(),
  updateCardById: activeCard({ status: 'FROZEN' }),
  revealCard: activeCard(),
  tokenizeCard: activeCard({ walletProvider: 'GOOGLE_PAY' }),
};

/** The ten card simulations (src/modules/card-transactions). */
export const cardTransactionFixtures: Record<string, Fixture> = {
  sandboxSimulateCardAuthorization: activeCard(purchase),
  sandboxSimulateCardFinancialAuthorization: activeCard(purchase),
  sandboxSimulateCardCreditAuthorization: activeCard(purchase),
  sandboxSimulateCardFinancialCreditAuthorization: activeCard(purchase),
  sandboxSimulateCardCreditAuthorizationAdvice: activeCard(purchase),
  sandboxSimulateCardBalanceInquiry: activeCard({ merchant: purchase.merchant }),
  sandboxSimulateCardClearing: cardTransaction(false, (id) => ({ cardTransactionId: id, amount: 100 })),
  sandboxSimulateCardAuthorizationAdvice: cardTransaction(false, (id) => ({ cardTransactionId: id, amount: 200 })),
  sandboxSimulateCardReturn: cardTransaction(true, (id) => ({ cardTransactionId: id, amount: 40 })),
  sandboxSimulateCardReturnReversal: returnRow,
};
