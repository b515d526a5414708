import type { Db } from '../db/driver.ts';
import { type KeySource, writeKeyFile } from './key-source.ts';
import { type Keyring, SecretError } from './keyring.ts';
import { type Counts, sealPlaintext } from './sweep.ts';

const CHECK_TEXT = 'corridor app key check';
const checkPlace = (kid: string) => `app_key_checks.check_value:${kid}`;

/**
 * Holds this process's keys against the ones the database knows (app_key_checks), under a lock
 * so that processes starting together see each other: every registered kid must be in the
 * ring, with the same key. Only then is a key made for a fresh data dir written to its file,
 * and the current key registered.
 */
export async function registerKeys(db: Db, source: KeySource, keyring: Keyring, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (db.kind === 'pg') await tx.query('SELECT pg_advisory_xact_lock(727275)');
    const registered = await tx.query<{ kid: string; check_value: string }>('SELECT kid, check_value FROM app_key_checks ORDER BY kid');
    for (const r of registered) {
      if (!keyring.has(r.kid)) {
        throw new SecretError(
          `this database holds secrets sealed under app key "${r.kid}", which ${source.where} does not have. ` +
            'Every process sharing a database needs the same keys: set CORRIDOR_APP_KEYS (or CORRIDOR_APP_KEYS_FILE) to the keys the other processes use.',
        );
      }
      try {
        keyring.open(r.check_value, checkPlace(r.kid));
      } catch {
        throw new SecretError(`app key "${r.kid}" of ${source.where} is not the key this database registered under that id`);
      }
    }
    if (source.created && source.file) {
      writeKeyFile(source.file, source.keys);
      source.created = false;
    }
    if (!registered.some((r) => r.kid === keyring.current)) {
      await tx.query('INSERT INTO app_key_checks (kid, check_value, created_at) VALUES ($1, $2, $3) ON CONFLICT (kid) DO NOTHING', [
        keyring.current,
        keyring.seal(CHECK_TEXT, checkPlace(keyring.current)),
        now,
      ]);
    }
  });
}

/** The start-up step after the migrations: keys checked and registered, legacy plaintext sealed. */
export async function prepareSecrets(db: Db, source: KeySource, keyring: Keyring, now: Date): Promise<Counts> {
  await registerKeys(db, source, keyring, now);
  return sealPlaintext(db, keyring);
}
