import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform } from '../../../src/modules/platforms/service.ts';
import { placeOf, WEBHOOK_PRIVATE_KEY } from '../../../src/secrets/columns.ts';
import { keyStatus, resealAll, retireKey, rotateKeys } from '../../../src/secrets/commands.ts';
import { findKeys, keyringOf, readKeyFile } from '../../../src/secrets/key-source.ts';
import { Keyring } from '../../../src/secrets/keyring.ts';
import { prepareSecrets } from '../../../src/secrets/prepare.ts';
import { type TestDatabase, testDatabase } from '../../support/database.ts';

let database: TestDatabase;
const dir = mkdtempSync(join(tmpdir(), 'corridor-keys-'));
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const hookOf = async (id: string) =>
  (await database.db.query<{ webhook_private_key: string }>('SELECT webhook_private_key FROM platforms WHERE id = $1', [id]))[0].webhook_private_key;

describe('corridor keys, in process', () => {
  it('rotates a data-dir key file, re-seals, and retires an old key only once no value uses it', async () => {
    const now = new Date();
    const source = findKeys({ dataDir: dir });
    const first = keyringOf(source);
    expect(await prepareSecrets(database.db, source, first, now)).toMatchObject({ 'platforms.webhook_private_key': 0 });
    expect(readKeyFile(join(dir, 'app-keys.json')).map((k) => k.kid)).toEqual([first.current]);
    const a = await createPlatform(database.db, first, { name: 'A' }, now);
    const b = await createPlatform(database.db, first, { name: 'B' }, now);

    const rotated = await rotateKeys(database.db, source, now, { retireOld: false });
    expect(rotated).toMatchObject({ previous: first.current, retired: [], valuesByKey: { [rotated.current]: 2 } });
    expect(rotated.resealed['platforms.webhook_private_key']).toBe(2);
    expect(rotated.notes.join(' ')).toMatch(/corridor keys retire/);
    expect(readKeyFile(join(dir, 'app-keys.json')).map((k) => k.kid)).toEqual([rotated.current, first.current]);
    const ring = keyringOf(source);
    expect(ring.openText(await hookOf(a.platformId), placeOf(WEBHOOK_PRIVATE_KEY, a.platformId))).toMatch(/BEGIN PRIVATE KEY/);

    await expect(retireKey(database.db, source, ring, rotated.current)).rejects.toThrow(/is the current key/);
    // A process that had not restarted yet sealed one more value under the old key.
    await database.db.query('UPDATE platforms SET webhook_private_key = $2 WHERE id = $1', [
      b.platformId,
      first.seal(ring.openText(await hookOf(b.platformId), placeOf(WEBHOOK_PRIVATE_KEY, b.platformId)), placeOf(WEBHOOK_PRIVATE_KEY, b.platformId)),
    ]);
    await expect(retireKey(database.db, source, ring, first.current)).rejects.toThrow(/1 secrets are still sealed under app key/);
    expect((await resealAll(database.db, source, ring, now)).resealed['platforms.webhook_private_key']).toBe(1);
    expect(await retireKey(database.db, source, ring, first.current)).toMatchObject({ retired: first.current });
    expect(readKeyFile(join(dir, 'app-keys.json')).map((k) => k.kid)).toEqual([rotated.current]);
    const status = await keyStatus(database.db, findKeys({ dataDir: dir }), keyringOf(findKeys({ dataDir: dir })));
    expect(status).toMatchObject({ current: rotated.current, keys: [rotated.current], registered: [rotated.current], valuesByKey: { [rotated.current]: 2 } });
    expect(status.values['platforms.webhook_private_key']).toEqual({ [rotated.current]: 2 });
  });

  it('with CORRIDOR_APP_KEYS, re-seals under the key the operator put first, and says when there is none new', async () => {
    const now = new Date();
    const [current] = readKeyFile(join(dir, 'app-keys.json'));
    const single = { where: 'CORRIDOR_APP_KEYS', keys: [current], created: false };
    const same = await rotateKeys(database.db, single, now, { retireOld: false });
    expect(same.resealedCount).toBe(0);
    expect(same.notes.join(' ')).toMatch(/holds one key/);

    const next = { kid: 'ops-2', key: Buffer.alloc(32, 9) };
    const configured = { where: 'CORRIDOR_APP_KEYS', keys: [next, current], created: false };
    const report = await rotateKeys(database.db, configured, now, { retireOld: true });
    expect(report).toMatchObject({ current: 'ops-2', resealedCount: 2, retired: [current.kid], valuesByKey: { 'ops-2': 2 } });
    expect(report.previous).toBeUndefined();
    expect(report.notes.join(' ')).toMatch(`No secret uses "${current.kid}" any more: remove it from CORRIDOR_APP_KEYS`);
    await expect(retireKey(database.db, configured, new Keyring([next, current]), 'ops-2')).rejects.toThrow(/current key/);
  });
});
