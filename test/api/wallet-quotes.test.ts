import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, expectError, type Harness, startHarness } from '../support/harness.ts';
import { balanceOf, fund, quoteBody } from '../support/payments.ts';
import { clientKey, oauthWallet, stamp, type WalletSession, walletCustomer } from '../support/wallet-auth.ts';

/**
 * Paying from an embedded wallet (FACTS 1.3.9): the money is the end user's, so the quote
 * carries a payloadToSign and executes only with a stamp over it by an active session of the
 * wallet. The platform's API credentials alone cannot move it.
 */
let h: Harness;
let p: Credentials;
let w: WalletSession;
let payee: string;
beforeAll(async () => {
  h = await startHarness();
  p = await h.newPlatform('wallet payments');
  w = await oauthWallet(h, p);
  const other = await walletCustomer(h, p);
  const held = await h.call('GET', '/customers/internal-accounts', { as: p, query: { customerId: other.customerId, type: 'INTERNAL_CRYPTO', currency: 'USDB' } });
  payee = held.json().data[0].id;
  await fund(h, w.accountId, 10_000, p);
});
afterAll(async () => h.close());

const execute = (quoteId: string, signature?: string) =>
  h.call('POST', `/quotes/${quoteId}/execute`, { as: p, body: {}, headers: signature === undefined ? {} : { 'service-wallet-signature': signature } });

async function walletQuote(amount = 1000) {
  const res = await h.call('POST', '/quotes', { as: p, body: quoteBody(w.accountId, payee, amount) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; paymentInstructions: { accountOrWalletInfo: { accountType: string; payloadToSign: string } }[] };
}

describe('quotes paid from an embedded wallet', () => {
  it('show the payload to sign and execute with a stamp by a session of the wallet', async () => {
    const q = await walletQuote();
    const info = q.paymentInstructions[0].accountOrWalletInfo;
    expect(info.accountType).toBe('EMBEDDED_WALLET');
    expect(JSON.parse(info.payloadToSign).parameters).toMatchObject({ quoteId: q.id, walletId: w.accountId, sendingAmount: '1000' });
    expect((await h.call('GET', `/quotes/${q.id}`, { as: p })).json().paymentInstructions).toEqual(q.paymentInstructions);
    const res = await execute(q.id, stamp(w.key, info.payloadToSign));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('PROCESSING');
    expect((await balanceOf(h, w.accountId, p)).available).toBe(9000);
  });

  it('refuse a missing, malformed, foreign or wrong-payload signature with 401, leaving the quote executable', async () => {
    const q = await walletQuote(500);
    const payload = q.paymentInstructions[0].accountOrWalletInfo.payloadToSign;
    expectError(await execute(q.id), 401, 'WALLET_SIGNATURE_MISSING');
    expectError(await execute(q.id, 'not a stamp'), 401, 'WALLET_SIGNATURE_MALFORMED');
    expectError(await execute(q.id, stamp(clientKey(), payload)), 401, 'WALLET_SIGNATURE_INVALID');
    expectError(await execute(q.id, stamp(w.key, `${payload} `)), 401, 'WALLET_SIGNATURE_INVALID');
    const before = await balanceOf(h, w.accountId, p);
    expect((await execute(q.id, stamp(w.key, payload))).statusCode).toBe(200);
    expect((await balanceOf(h, w.accountId, p)).available).toBe(before.available - 500);
  });

  it('refuse a stamp by a revoked or expired session', async () => {
    const q = await walletQuote(100);
    const payload = q.paymentInstructions[0].accountOrWalletInfo.payloadToSign;
    const other = await oauthWallet(h, p);
    expectError(await execute(q.id, stamp(other.key, payload)), 401, 'WALLET_SIGNATURE_INVALID');
    h.clock.advance(16 * 60_000);
    const late = await walletQuote(100);
    expectError(await execute(late.id, stamp(w.key, late.paymentInstructions[0].accountOrWalletInfo.payloadToSign)), 401, 'WALLET_SIGNATURE_INVALID');
  });

  it('cannot be executed immediately, since the end user has not seen the payload yet', async () => {
    const res = await h.call('POST', '/quotes', { as: p, body: quoteBody(w.accountId, payee, 100, { immediatelyExecute: true }) });
    expectError(res, 400, 'INVALID_INPUT');
    expect(res.json().details.errors[0].field).toBe('immediatelyExecute');
  });
});
