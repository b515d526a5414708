import type { Db } from '../db/driver.ts';
import { type KeySource, keyringOf, writeKeyFile } from './key-source.ts';
import { type Keyring, newAppKey, SecretError } from './keyring.ts';
import { registerKeys } from './prepare.ts';
import { type Counts, countByKey, resealUnderCurrent, sealPlaintext, valuesUnder } from './sweep.ts';

/**
 * `corridor keys …`: rotation of the application keys. Each prints a JSON report; none prints
 * key material. Keys from a file (the data dir's or CORRIDOR_APP_KEYS_FILE) are rotated in the
 * file; keys from CORRIDOR_APP_KEYS are the operator's to change, and these commands re-seal
 * and check.
 */
export const KEYS_USAGE = `  keys status           app key ids, and how many secrets each seals
  keys rotate           new current key (in the key file), every secret re-sealed under it
                        (--retire-old: then retire the old keys; with CORRIDOR_APP_KEYS, put
                        the new key first there yourself, and this re-seals)
  keys reseal           re-seal every secret under the current key
  keys retire <kid>     drop a key no secret uses any more (refused while one does)
`;

interface Totals {
  [kid: string]: number;
}

function totalsByKey(counts: Record<string, Record<string, number>>): Totals {
  const out: Totals = {};
  for (const byKid of Object.values(counts)) for (const [kid, n] of Object.entries(byKid)) out[kid] = (out[kid] ?? 0) + n;
  return out;
}

const sum = (c: Counts) => Object.values(c).reduce((a, b) => a + b, 0);

export async function keyStatus(db: Db, source: KeySource, keyring: Keyring) {
  const registered = await db.query<{ kid: string }>('SELECT kid FROM app_key_checks ORDER BY kid');
  const values = await countByKey(db);
  return {
    keySource: source.where,
    current: keyring.current,
    keys: keyring.kids,
    registered: registered.map((r) => r.kid),
    valuesByKey: totalsByKey(values),
    values,
  };
}

/** Seals what is in clear and re-seals under the current key what is sealed under another. */
export async function resealAll(db: Db, source: KeySource, keyring: Keyring, now: Date) {
  await registerKeys(db, source, keyring, now);
  const sealed = await sealPlaintext(db, keyring);
  const resealed = await resealUnderCurrent(db, keyring);
  return { current: keyring.current, sealed, resealed, valuesByKey: totalsByKey(await countByKey(db)) };
}

export async function rotateKeys(db: Db, source: KeySource, now: Date, options: { retireOld: boolean }) {
  if (source.created) throw new SecretError(`there are no app keys at ${source.where} yet, so nothing to rotate`);
  let keyring = keyringOf(source);
  // The database must know the ring as it is before a key is added to it.
  await registerKeys(db, source, keyring, now);
  // With CORRIDOR_APP_KEYS the operator already made the new key current; nothing is added here.
  const previous = source.file ? keyring.current : undefined;
  if (source.file) {
    source.keys = [newAppKey(now), ...source.keys];
    writeKeyFile(source.file, source.keys);
    keyring = keyringOf(source);
  }
  const report = await resealAll(db, source, keyring, now);
  const retired: string[] = [];
  const notes: string[] = [];
  if (options.retireOld) {
    for (const kid of keyring.kids.filter((k) => k !== keyring.current)) {
      const done = await retireKey(db, source, keyring, kid);
      retired.push(done.retired);
      notes.push(...done.notes);
    }
  }
  if (!source.file && keyring.kids.length === 1) {
    notes.push('CORRIDOR_APP_KEYS holds one key, so nothing rotated: put a new key first (kid:base64 of 32 random bytes), keep the old one after it, give every process the new setting, then run this again.');
  }
  if (!options.retireOld && keyring.kids.length > 1) {
    notes.push(
      'Old keys stay in the ring, so processes that have not restarted still open every value. Once every process runs with the new key, ' +
        '`corridor keys reseal` catches what they sealed meanwhile and `corridor keys retire <kid>` drops each old key.',
    );
  }
  return { previous, ...report, sealedCount: sum(report.sealed), resealedCount: sum(report.resealed), retired, notes };
}

/** Drops `kid` from the database's registered keys and from the key file; refused while a value uses it. */
export async function retireKey(db: Db, source: KeySource, keyring: Keyring, kid: string) {
  if (kid === keyring.current) throw new SecretError(`app key "${kid}" is the current key; rotate to another one first`);
  const remaining = valuesUnder(await countByKey(db), kid);
  if (remaining > 0) throw new SecretError(`${remaining} secrets are still sealed under app key "${kid}"; run \`corridor keys reseal\` first`);
  await db.query('DELETE FROM app_key_checks WHERE kid = $1', [kid]);
  const notes: string[] = [];
  if (source.file) {
    const kept = source.keys.filter((k) => k.kid !== kid);
    if (kept.length !== source.keys.length) {
      source.keys = kept;
      writeKeyFile(source.file, kept);
    }
  } else if (keyring.has(kid)) {
    notes.push(`No secret uses "${kid}" any more: remove it from CORRIDOR_APP_KEYS.`);
  }
  return { retired: kid, notes };
}
