import type { Credentials, Harness } from '../support/harness.ts';
import { scaLogin } from '../support/sca-payments.ts';
import type { Fixture } from './fixtures.ts';

/** The owner's own internal account in `currency` (every platform gets one per supported currency). */
async function platformAccount(h: Harness, owner: Credentials, currency: string): Promise<string> {
  const res = await h.call('GET', '/platform/internal-accounts', { as: owner, query: { currency } });
  return res.json().data[0].id;
}

const fundable: Fixture = async (h, owner) => ({ params: { accountId: await platformAccount(h, owner, 'USD') }, body: { amount: 100 } });

/** A PENDING USD -> EUR quote between the owner's own accounts. */
const quote: Fixture = async (h, owner) => {
  const usd = await platformAccount(h, owner, 'USD');
  const eur = await platformAccount(h, owner, 'EUR');
  await h.call('POST', `/sandbox/internal-accounts/${usd}/fund`, { as: owner, body: { amount: 100_000 } });
  const res = await h.call('POST', '/quotes', {
    as: owner,
    body: { source: { sourceType: 'ACCOUNT', accountId: usd }, destination: { destinationType: 'ACCOUNT', accountId: eur }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1000 },
  });
  return { params: { quoteId: res.json().id }, body: {} };
};

/** A PENDING outgoing transaction of the owner (executed, not yet picked up by the rail). */
const transaction: Fixture = async (h, owner) => {
  const { params } = await quote(h, owner);
  const res = await h.call('POST', `/quotes/${params.quoteId}/execute`, { as: owner, body: {} });
  return { params: { transactionId: res.json().transactionId }, body: {} };
};

/** An incoming UMA payment to a new customer of the owner, PENDING awaiting the owner's approval. */
const awaitingApproval: Fixture = async (h, owner) => {
  const terms = { acceptedAt: '2025-01-01T00:00:00Z', ipAddress: '203.0.113.7', termsVersion: '2025-10-13', acceptanceMethod: 'CHECKBOX' };
  const customer = await h.call('POST', '/customers', { as: owner, body: { customerType: 'INDIVIDUAL', fullName: 'Fixture Payee', endUserTermsConsent: terms } });
  const res = await h.call('POST', '/sandbox/uma/receive', {
    as: owner,
    body: { senderUmaAddress: '$success.usd@sandbox.uma.money', customerId: customer.json().id, receivingCurrencyCode: 'USD', receivingCurrencyAmount: 1000 },
  });
  return { params: { transactionId: res.json().id }, body: {} };
};

/** A quote of a logged-in SCA customer (Germany) to its own EUR beneficiary, executed: PENDING_AUTHORIZATION. */
const awaitingAuthorization: Fixture = async (h, owner) => {
  const terms = { acceptedAt: '2025-01-01T00:00:00Z', ipAddress: '203.0.113.7', termsVersion: '2025-10-13', acceptanceMethod: 'CHECKBOX' };
  const body = { customerType: 'INDIVIDUAL', fullName: 'Fixture Payer', region: 'DE', phoneNumber: '+4915100000001', currencies: ['EUR'], endUserTermsConsent: terms };
  const created = await h.call('POST', '/customers', { as: owner, body });
  // Random bodies of the bad-input tests may have emptied the platform's supportedCurrencies:
  // there, only "no 5xx" is asked, and an id of no quote serves (the 404 test uses a sound platform).
  if (created.statusCode !== 201) return { params: { quoteId: 'Quote:0192f000-0000-7000-8000-000000000000' }, body: { code: '123456' } };
  const customerId = created.json().id;
  await scaLogin(h, customerId, owner);
  const accounts = (await h.call('GET', '/customers/internal-accounts', { as: owner, query: { customerId, currency: 'EUR' } })).json();
  const eur = accounts.data.find((a: { type: string }) => a.type !== 'EMBEDDED_WALLET').id;
  await h.call('POST', `/sandbox/internal-accounts/${eur}/fund`, { as: owner, body: { amount: 10_000 } });
  const beneficiary = { beneficiaryType: 'INDIVIDUAL', fullName: 'Fixture Payee', countryOfResidence: 'DE' };
  const payee = await h.call('POST', '/customers/external-accounts', {
    as: owner,
    body: { customerId, currency: 'EUR', accountInfo: { accountType: 'EUR_ACCOUNT', iban: 'DE89370400440532013000', beneficiary } },
  });
  const quote = await h.call('POST', '/quotes', {
    as: owner,
    body: { source: { sourceType: 'ACCOUNT', accountId: eur }, destination: { destinationType: 'ACCOUNT', accountId: payee.json().id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1000 },
  });
  await h.call('POST', `/quotes/${quote.json().id}/execute`, { as: owner, body: {} });
  // Past the resend interval, so that the owner's resend is answered 204.
  h.clock.advance(31_000);
  return { params: { quoteId: quote.json().id }, body: { code: '123456' } };
};

export const paymentFixtures: Record<string, Fixture> = {
  sandboxFundInternalAccount: fundable,
  getQuoteById: quote,
  executeQuote: quote,
  authorizeQuote: awaitingAuthorization,
  resendQuoteScaCode: awaitingAuthorization,
  getTransactionById: transaction,
  listTransactionLedgerEntries: transaction,
  cancelTransaction: transaction,
  approvePendingPayment: awaitingApproval,
  rejectPendingPayment: awaitingApproval,
  confirmReceiptDelivery: transaction,
};
