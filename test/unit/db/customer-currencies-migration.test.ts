import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitStatements } from '../../../src/db/migrate.ts';
import { parseId } from '../../../src/ids.ts';
import { ensureCustomerAccounts } from '../../../src/modules/accounts/service.ts';
import { type Harness, startHarness } from '../../support/harness.ts';
import { inTx, terms } from '../../support/payments.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const migration = readFileSync(new URL('../../../src/db/migrations/017_customer_currencies.sql', import.meta.url), 'utf8');
const runMigration = async () => {
  for (const statement of splitStatements(migration)) await h.database.db.query(statement);
};

describe('017_customer_currencies: old customers get the currencies of their accounts', () => {
  it('fills an empty list from the accounts, widens a short one, and gives a pending customer the platform currencies', async () => {
    const p = await h.newPlatform('Old customers');
    const create = async (body: Record<string, unknown>) => (await h.call('POST', '/customers', { as: p, body: { customerType: 'INDIVIDUAL', ...body } })).json().id as string;
    const uuidOf = (id: string) => parseId('Customer', id) as string;
    // Rows as the service used to write them: an empty list, or accounts beyond the list.
    const withAccounts = await create({ endUserTermsConsent: terms });
    const shortList = await create({ currencies: ['USD'], endUserTermsConsent: terms });
    await inTx(h, p.platformId, (tx) => ensureCustomerAccounts(tx, p.platformId, uuidOf(shortList), ['EUR', 'GBP']));
    const pending = await create({});
    await h.database.db.query(`UPDATE customers SET currencies = '{}' WHERE id = ANY($1::uuid[])`, [[uuidOf(withAccounts), uuidOf(pending)]]);

    await runMigration();
    const currenciesOf = async (id: string) => (await h.call('GET', `/customers/${id}`, { as: p })).json().currencies;
    const supported = ((await h.call('GET', '/config', { as: p })).json().supportedCurrencies as { currencyCode: string }[]).map((c) => c.currencyCode);
    expect(await currenciesOf(withAccounts)).toEqual([...supported].sort());
    expect(await currenciesOf(shortList)).toEqual(['USD', 'EUR', 'GBP']);
    expect(await currenciesOf(pending)).toEqual(supported);

    // Run again, it changes nothing.
    await runMigration();
    expect(await currenciesOf(shortList)).toEqual(['USD', 'EUR', 'GBP']);
    expect(await currenciesOf(pending)).toEqual(supported);
  });
});
