import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onServer } from '../support/database.ts';
import { basic, expectError, type Harness, startHarness } from '../support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

describe('GET and PATCH /config', () => {
  it('returns the platform configuration with its webhook verification key', async () => {
    const res = await h.call('GET', '/config');
    expect(res.statusCode).toBe(200);
    const config = res.json();
    expect(config.id).toBe(`PlatformConfig:${h.platform.platformId}`);
    expect(config.webhookPublicKey).toContain('BEGIN PUBLIC KEY');
    expect(config.feeConfigs).toEqual([]);
    expect(config.isRegulatedFinancialInstitution).toBe(false);
  });

  it('updates fields and keeps the ones not sent', async () => {
    await h.call('PATCH', '/config', { body: { umaDomain: 'pay.example.com' } });
    const res = await h.call('PATCH', '/config', { body: { webhookEndpoint: 'https://hooks.example.com/corridor' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ umaDomain: 'pay.example.com', webhookEndpoint: 'https://hooks.example.com/corridor' });
  });

  it('upserts fee configs by key and deactivates an all-zero one', async () => {
    const fee = { feeType: 'CROSS_CURRENCY_TRANSACTION', sourceCurrency: 'USD', variableFeeBps: 30, fixedFee: { amount: 50, currency: 'USD' } };
    let res = await h.call('PATCH', '/config', { body: { feeConfigs: [fee] } });
    expect(res.json().feeConfigs).toEqual([fee]);
    res = await h.call('PATCH', '/config', { body: { umaDomain: 'other.example.com' } });
    expect(res.json().feeConfigs).toEqual([fee]);
    res = await h.call('PATCH', '/config', { body: { feeConfigs: [{ ...fee, variableFeeBps: 45 }] } });
    expect(res.json().feeConfigs).toEqual([{ ...fee, variableFeeBps: 45 }]);
    res = await h.call('PATCH', '/config', { body: { feeConfigs: [{ ...fee, variableFeeBps: 0, fixedFee: { amount: 0, currency: 'USD' } }] } });
    expect(res.json().feeConfigs).toEqual([]);
  });

  it('rejects fees for a source currency other than USD, with every problem listed', async () => {
    const res = await h.call('PATCH', '/config', {
      body: {
        webhookEndpoint: 'ftp://nope',
        feeConfigs: [{ feeType: 'CROSS_CURRENCY_TRANSACTION', sourceCurrency: 'EUR', variableFeeBps: 10, fixedFee: { amount: 1, currency: 'USD' } }],
      },
    });
    const body = expectError(res, 400, 'INVALID_INPUT');
    expect((body.details!.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(
      ['feeConfigs.0.fixedFee.currency', 'feeConfigs.0.sourceCurrency', 'webhookEndpoint'].sort(),
    );
    // Nothing of a rejected request is written.
    expect((await h.call('GET', '/config')).json().webhookEndpoint).not.toBe('ftp://nope');
  });

  it('merges nested embedded-wallet settings field by field', async () => {
    await h.call('PATCH', '/config', { body: { embeddedWalletConfig: { appName: 'Pay', otpLength: 8 } } });
    const res = await h.call('PATCH', '/config', { body: { embeddedWalletConfig: { expirationSeconds: 600 } } });
    expect(res.json().embeddedWalletConfig).toMatchObject({ appName: 'Pay', otpLength: 8, expirationSeconds: 600 });
  });

  it('keeps each platform to its own configuration', async () => {
    const other = await h.newPlatform('Other');
    await h.call('PATCH', '/config', { body: { umaDomain: 'mine.example.com' }, as: other });
    expect((await h.call('GET', '/config')).json().umaDomain).not.toBe('mine.example.com');
  });
});

describe('configuration across replicas', () => {
  it.skipIf(!onServer)('a change made through one replica is served by another right after commit', async () => {
    const { buildApp, PREFIX } = await import('../../src/app.ts');
    const replica = await buildApp({ db: h.database.another(4), clock: h.clock, validateResponses: true });
    const get = async () =>
      (await replica.app.inject({ url: `${PREFIX}/config`, headers: { authorization: basic(h.platform) } })).json().umaDomain;
    await get(); // warm the replica's cache
    await h.call('PATCH', '/config', { body: { umaDomain: 'replica-test.example.com' } });
    let seen = await get();
    for (let i = 0; i < 50 && seen !== 'replica-test.example.com'; i++) {
      await new Promise((r) => setTimeout(r, 10));
      seen = await get();
    }
    expect(seen).toBe('replica-test.example.com');
    await replica.app.close();
  });
});
