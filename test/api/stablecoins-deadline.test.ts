import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, parseId } from '../../src/ids.ts';
import { statusesOf, targetsOf } from '../../src/kernel/state-machine.ts';
import { moveMoney } from '../../src/modules/accounts/index.ts';
import { DEADLINE_EXCEEDED, UNENDED } from '../../src/modules/stablecoins/deadline.ts';
import { operatorEnablement, operatorProviderDeposit } from '../../src/modules/stablecoins/index.ts';
import { HOLD_DEADLINE_MS } from '../../src/modules/stablecoins/ledger.ts';
import { ISSUER_POLL_MS } from '../../src/modules/stablecoins/progress.ts';
import { OPERATION } from '../../src/modules/stablecoins/status.ts';
import type { IssuerCredentials, OrderProgress } from '../../src/ports/stablecoin-issuer.ts';
import { SandboxStablecoinIssuer } from '../../src/sandbox/stablecoin-issuer.ts';
import { type Credentials, type Harness, startHarness } from '../support/harness.ts';
import { balanceOf, customerWithAccounts, eventsOf, fund, inTx, ledgerSums } from '../support/payments.ts';
import { ledgerProblems, noProblems } from '../unit/ledger/invariants.ts';

/**
 * The deadline of a held burn through HTTP (docs/stablecoins.md, "The deadline of a held burn";
 * docs/invariants.md, "Holds that cannot live forever"). A burn that holds tokens (from an
 * internal account or the provider balance) and has not ended 10 days after its creation, here
 * because its advance job gave up after ten attempts that threw, is FAILED by the worker's
 * deadline round: the hold released through the one door (one BALANCE_UPDATED per burn and
 * account), failureReason DEADLINE_EXCEEDED, STABLECOIN_OPERATION.FAILED. The clock is the
 * harness's manual one; tests in this file share it, so each asserts only on its own platform.
 */

/** The sandbox issuer, which can be made to answer progress queries with an error that is no outage. */
class BreakableIssuer extends SandboxStablecoinIssuer {
  broken = false;
  /** Answers PROCESSING for orders it is working on, as a real issuer does for a while. */
  slow = false;
  asked = 0;

  override async orderProgress(c: IssuerCredentials, account: string, providerRef: string, stage: 'PENDING_PROVIDER' | 'PROCESSING'): Promise<OrderProgress> {
    this.asked++;
    if (this.broken) throw new Error('the issuer answered something this client cannot read');
    if (this.slow && stage === 'PROCESSING') return { state: 'PROCESSING', providerStatus: 'processing' };
    return super.orderProgress(c, account, providerRef, stage);
  }
}

let h: Harness;
const issuer = new BreakableIssuer();
beforeAll(async () => {
  h = await startHarness({ stablecoinIssuer: issuer });
});
afterAll(async () => h.close());

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;
const db = () => h.database.db;

const post = (as: Credentials, path: string, body: Record<string, unknown>) =>
  h.call('POST', path, { as, body, headers: { 'idempotency-key': randomUUID() } });
const get = async (as: Credentials, id: string) => (await h.call('GET', `/stablecoin-operations/${id}`, { as })).json();

/** A platform with USDB among its currencies, an ENABLED coin of symbol USDB, a customer's USDB account and a bank account. */
async function setup() {
  const as = await h.newPlatform();
  const link = await post(as, '/stablecoin-provider-accounts', { provider: 'BRALE', apiClientId: `client-${randomUUID()}`, apiClientSecret: `sk_sandbox_${randomUUID()}` });
  expect(link.statusCode, link.body).toBe(201);
  const coin = await post(as, '/stablecoins', { providerTokenIdentifier: 'usdb', networkTokenIdentifier: `btkn1usdb${randomUUID().slice(0, 8)}`, network: 'SPARK' });
  expect(coin.statusCode, coin.body).toBe(201);
  const id = coin.json().id as string;
  expect((await h.call('POST', `/stablecoins/${id}/service-enablement`, { as })).statusCode).toBe(200);
  await operatorEnablement(db(), h.clock.now(), id, 'ENABLING');
  await operatorEnablement(db(), h.clock.now(), id, 'ENABLED');
  const cfg = (await h.call('GET', '/config', { as })).json();
  const usdb = { ...cfg.supportedCurrencies[0], currencyCode: 'USDB' };
  expect((await h.call('PATCH', '/config', { as, body: { supportedCurrencies: [...cfg.supportedCurrencies, usdb] } })).statusCode).toBe(200);
  const holder = await customerWithAccounts(h, ['USD', 'USDB'], { as });
  const bank = await post(as, '/platform/external-accounts', {
    currency: 'USD',
    accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: String(7_000_000_00 + Math.floor(Math.random() * 1_000_000)), routingNumber: '021000021', beneficiary: { beneficiaryType: 'BUSINESS', legalName: 'Coin Issuer Co' } },
  });
  expect(bank.statusCode, bank.body).toBe(201);
  const burn = async (source: Record<string, unknown>, amount: string) => {
    const res = await post(as, `/stablecoins/${id}/burns`, { amount, source, destination: { type: 'EXTERNAL_ACCOUNT', externalAccountId: bank.json().id, rail: 'ACH_CREDIT' } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; createdAt: string };
  };
  return { as, coinId: id, account: holder.accounts.USDB, bankId: bank.json().id as string, burn };
}

async function sparkWallet(as: Credentials) {
  const res = await post(as, '/platform/external-accounts', {
    currency: 'BTC',
    accountInfo: { accountType: 'SPARK_WALLET', address: 'spark1pgss9z2gpzrnhztwy8ffs44x67angma38sqewwddhxlsk65t0c5d5576quly2j' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const holdOf = async (opId: string) =>
  (await db().query<{ status: string }>('SELECT status FROM ledger_holds WHERE id = $1', [parseId('StablecoinOperation', opId)]))[0]?.status;
const advanceJobs = async (opId: string) =>
  (
    await db().query<{ status: string }>(`SELECT status FROM jobs WHERE kind = 'stablecoin.operation.advance' AND payload->>'operationId' = $1 ORDER BY id`, [
      parseId('StablecoinOperation', opId),
    ])
  ).map((r) => r.status);
const balanceEvents = async (as: Credentials, account: string) =>
  (await eventsOf(h, as.platformId, 'INTERNAL_ACCOUNT.BALANCE_UPDATED')).filter((e) => e.data.id === account);
const operationEvents = async (as: Credentials, opId: string) => (await eventsOf(h, as.platformId, 'STABLECOIN_OPERATION.')).filter((e) => e.data.id === opId);

/** Moves the clock and lets the worker do everything due. */
async function later(ms: number) {
  h.clock.advance(ms);
  await h.services.worker.drain();
}

/** Runs the worker, moving the clock 3 hours a time, until the operation's advance job gives up. */
async function untilAdvanceGivesUp(opId: string) {
  for (let i = 0; i < 20 && !(await advanceJobs(opId)).includes('FAILED'); i++) await later(3 * HOUR);
  expect(await advanceJobs(opId)).toContain('FAILED');
}

async function ledgerWhole(platformId: string) {
  for (const total of Object.values(await ledgerSums(h, platformId))) expect(total).toBe('0');
  expect(await ledgerProblems(db(), platformId)).toEqual(noProblems);
}

describe('an order the issuer is still working on', () => {
  it('is asked about again every ISSUER_POLL_MS, not on every pass of the worker', async () => {
    const { as, account, burn } = await setup();
    expect((await fund(h, account, 1_000_000, as)).statusCode).toBe(200);
    issuer.slow = true;
    try {
      const op = await burn({ type: 'SERVICE_INTERNAL_ACCOUNT', accountId: account }, '1000000');
      await h.services.worker.drain();
      expect((await get(as, op.id)).status).toBe('PROCESSING');
      const asked = issuer.asked;
      await h.services.worker.drain();
      h.clock.advance(ISSUER_POLL_MS - 1000);
      await h.services.worker.drain();
      expect(issuer.asked).toBe(asked);
      h.clock.advance(1000);
      await h.services.worker.drain();
      expect(issuer.asked).toBe(asked + 1);
      issuer.slow = false;
      h.clock.advance(ISSUER_POLL_MS);
      await h.services.worker.drain();
      expect((await get(as, op.id)).status).toBe('COMPLETED');
    } finally {
      issuer.slow = false;
    }
  });
});

describe('the deadline of a held burn', () => {
  it('every status the deadline claims can still FAIL, and those are all the statuses that have not ended', () => {
    const unended = statusesOf(OPERATION).filter((s) => targetsOf(OPERATION, s).length > 0);
    expect([...UNENDED].sort()).toEqual(unended.sort());
    for (const s of UNENDED) expect(OPERATION.table[s].FAIL).toBe('FAILED');
  });

  it('a burn whose advance job gave up is FAILED 10 days after its creation: hold released, one balance event, STABLECOIN_OPERATION.FAILED', async () => {
    const { as, coinId, account, bankId, burn } = await setup();
    expect((await fund(h, account, 5_000_000, as)).statusCode).toBe(200);
    const wallet = await sparkWallet(as);
    await operatorProviderDeposit(db(), h.clock.now(), coinId, '3000000');
    // One burn that completes while the issuer answers: it is no business of the deadline.
    const completed = await burn({ type: 'SERVICE_INTERNAL_ACCOUNT', accountId: account }, '1000000');
    await h.services.worker.drain();
    expect((await get(as, completed.id)).status).toBe('COMPLETED');

    issuer.broken = true;
    try {
      const fromAccount = await burn({ type: 'SERVICE_INTERNAL_ACCOUNT', accountId: account }, '2000000');
      const fromProvider = await burn({ type: 'PROVIDER_INTERNAL_BALANCE' }, '1000000');
      // A mint holds nothing in the ledger: it has no deadline, whatever becomes of its job.
      const mint = await post(as, `/stablecoins/${coinId}/mints`, { amount: '1000000', fundingSource: { type: 'ACH_DEBIT', externalAccountId: bankId }, destination: { accountId: wallet } });
      expect(mint.statusCode, mint.body).toBe(201);
      expect(await balanceOf(h, account, as)).toEqual({ available: 2_000_000, total: 4_000_000 });

      await untilAdvanceGivesUp(fromAccount.id);
      await untilAdvanceGivesUp(fromProvider.id);
      await untilAdvanceGivesUp(mint.json().id);
      // The gap the deadline closes: the job is FAILED, the burn in flight, the tokens held.
      expect((await get(as, fromAccount.id)).status).toBe('PENDING_PROVIDER');
      expect(await holdOf(fromAccount.id)).toBe('PENDING');
      expect(await holdOf(fromProvider.id)).toBe('PENDING');
      expect(await balanceOf(h, account, as)).toEqual({ available: 2_000_000, total: 4_000_000 });
      const eventsBefore = (await balanceEvents(as, account)).length;

      const deadline = new Date(fromAccount.createdAt).getTime() + HOLD_DEADLINE_MS;
      await later(deadline - h.clock.now().getTime() - SECOND);
      expect((await get(as, fromAccount.id)).status).toBe('PENDING_PROVIDER');
      expect(await holdOf(fromAccount.id)).toBe('PENDING');

      await later(2 * SECOND);
      const failed = await get(as, fromAccount.id);
      expect(failed).toMatchObject({ status: 'FAILED', failureReason: DEADLINE_EXCEEDED });
      expect(await get(as, fromProvider.id)).toMatchObject({ status: 'FAILED', failureReason: DEADLINE_EXCEEDED });
      expect(await holdOf(fromAccount.id)).toBe('RELEASED');
      expect(await holdOf(fromProvider.id)).toBe('RELEASED');
      expect(await balanceOf(h, account, as)).toEqual({ available: 4_000_000, total: 4_000_000 });
      const provider = await db().query<{ balance: string; available: string }>(
        `SELECT balance::text, available::text FROM ledger_accounts WHERE platform_id = $1 AND purpose = 'STABLECOIN_PROVIDER_BALANCE'`,
        [as.platformId],
      );
      expect(provider).toEqual([{ balance: '3000000', available: '3000000' }]);
      // One balance event for the internal account (the provider balance is no internal account: none).
      const fromDeadline = (await balanceEvents(as, account)).slice(eventsBefore);
      expect(fromDeadline).toHaveLength(1);
      expect(fromDeadline[0].data).toMatchObject({ balance: { amount: 4_000_000 }, totalBalance: { amount: 4_000_000 } });
      const events = await operationEvents(as, fromAccount.id);
      expect(events.map((e) => e.type)).toEqual(['STABLECOIN_OPERATION.CREATED', 'STABLECOIN_OPERATION.PENDING_PROVIDER', 'STABLECOIN_OPERATION.FAILED']);
      expect(events[2].data).toEqual(failed);
      expect((await get(as, completed.id)).status).toBe('COMPLETED');
      expect(await holdOf(completed.id)).toBe('SETTLED');
      expect(await get(as, mint.json().id)).toMatchObject({ status: 'PENDING_PROVIDER' });
      await ledgerWhole(as.platformId);

      // Nothing more on later rounds, and the issuer coming back changes nothing.
      issuer.broken = false;
      await later(DAY);
      expect((await balanceEvents(as, account)).length).toBe(eventsBefore + 1);
      expect(await operationEvents(as, fromAccount.id)).toHaveLength(3);
      expect(await get(as, fromAccount.id)).toEqual(failed);
    } finally {
      issuer.broken = false;
    }
  });

  it('a burn whose ending fails is put off an hour; the others of its round end all the same', async () => {
    const { as, account, burn } = await setup();
    expect((await fund(h, account, 5_000_000, as)).statusCode).toBe(200);
    const other = await customerWithAccounts(h, ['USDB'], { as });
    issuer.broken = true;
    try {
      const good = await burn({ type: 'SERVICE_INTERNAL_ACCOUNT', accountId: account }, '1000000');
      const bad = await burn({ type: 'SERVICE_INTERNAL_ACCOUNT', accountId: account }, '2000000');
      // Their jobs give up first, so that the deadline round is all the worker does at the deadline.
      await untilAdvanceGivesUp(good.id);
      await untilAdvanceGivesUp(bad.id);
      // The bad one's hold was captured behind the operation's back: its status says it is in
      // flight, the ledger that its tokens are gone. The deadline must not call that a failure.
      await inTx(h, as.platformId, async (tx) => {
        const [outcome] = await moveMoney(tx, [
          {
            op: 'capture',
            holdId: parseId('StablecoinOperation', bad.id) as string,
            final: true,
            transfer: {
              id: newId(),
              currency: 'USDB',
              entries: [
                { accountId: parseId('InternalAccount', account) as string, amount: -2_000_000n },
                { accountId: parseId('InternalAccount', other.accounts.USDB) as string, amount: 2_000_000n },
              ],
            },
          },
        ]);
        expect(outcome.applied).toBe(true);
      });
      h.clock.advance(new Date(bad.createdAt).getTime() + HOLD_DEADLINE_MS + SECOND - h.clock.now().getTime());
      await expect(h.services.worker.drain()).rejects.toThrow(/refused to release the hold of stablecoin burn .*HOLD_ENDED/);
      expect(await get(as, good.id)).toMatchObject({ status: 'FAILED', failureReason: DEADLINE_EXCEEDED });
      expect(await holdOf(good.id)).toBe('RELEASED');
      expect((await get(as, bad.id)).status).toBe('PENDING_PROVIDER');
      const [row] = await db().query<{ hold_deadline_at: Date }>('SELECT hold_deadline_at FROM stablecoin_operations WHERE id = $1', [parseId('StablecoinOperation', bad.id)]);
      expect(row.hold_deadline_at.getTime()).toBe(h.clock.now().getTime() + HOUR);
      expect(await balanceOf(h, account, as)).toEqual({ available: 3_000_000, total: 3_000_000 });
    } finally {
      issuer.broken = false;
    }
  });
});
