import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type AppKey, checkAppKey, Keyring, newAppKey, SecretError } from './keyring.ts';

/**
 * Where a process finds its application keys, in this order: the CORRIDOR_APP_KEYS setting
 * (`kid:base64[,kid:base64…]`, first = current), a key file named by CORRIDOR_APP_KEYS_FILE, or
 * `<dataDir>/app-keys.json`, made on first start. Every process sharing a database must hold the
 * same keys: replicas set CORRIDOR_APP_KEYS or point at one file.
 */
export interface KeySource {
  /** For messages: the setting's name or the file's path, never key material. */
  where: string;
  /** The file that holds the ring; undefined when the keys come from the setting. */
  file?: string;
  keys: AppKey[];
  /** Made just now for a data dir without keys; written once the database accepts them (prepareSecrets). */
  created: boolean;
}

export const KEY_FILE_NAME = 'app-keys.json';
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

function decodeKey(kid: string, text: string, where: string): AppKey {
  const key = BASE64.test(text) ? Buffer.from(text, 'base64') : Buffer.alloc(0);
  const appKey = { kid, key };
  try {
    checkAppKey(appKey);
  } catch (err) {
    throw new SecretError(`${where}: ${(err as Error).message}`);
  }
  return appKey;
}

/** `kid:base64key[,kid:base64key…]`; the first is current. */
export function parseKeyList(text: string, where = 'CORRIDOR_APP_KEYS'): AppKey[] {
  const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
  if (entries.length === 0) throw new SecretError(`${where} holds no key`);
  return entries.map((entry, i) => {
    const colon = entry.indexOf(':');
    // The entry itself is never quoted back: it holds key material.
    if (colon <= 0) throw new SecretError(`${where}: entry ${i + 1} is not kid:base64key`);
    return decodeKey(entry.slice(0, colon), entry.slice(colon + 1), `${where} entry ${i + 1}`);
  });
}

interface KeyFile {
  note?: string;
  keys: { kid: string; key: string; createdAt?: string }[];
}

export function readKeyFile(path: string): AppKey[] {
  let parsed: KeyFile;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8')) as KeyFile;
  } catch (err) {
    throw new SecretError(`cannot read the app key file ${path}: ${(err as NodeJS.ErrnoException).code ?? 'not JSON'}`);
  }
  if (!Array.isArray(parsed?.keys) || parsed.keys.length === 0) throw new SecretError(`${path} holds no keys`);
  return parsed.keys.map((k, i) => ({ ...decodeKey(String(k.kid), String(k.key), `${path} key ${i + 1}`), createdAt: k.createdAt }));
}

/** Replaces the file whole (write, then rename), readable by its owner only. */
export function writeKeyFile(path: string, keys: readonly AppKey[]): void {
  const file: KeyFile = {
    note: 'Corridor application keys: the first seals, every one opens. Keep this file secret, and back it up apart from the database.',
    keys: keys.map((k) => ({ kid: k.kid, key: k.key.toString('base64'), ...(k.createdAt ? { createdAt: k.createdAt } : {}) })),
  };
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

export function findKeys(config: { appKeys?: string; appKeysFile?: string; dataDir: string }): KeySource {
  if (config.appKeys && config.appKeysFile) throw new SecretError('set CORRIDOR_APP_KEYS or CORRIDOR_APP_KEYS_FILE, not both');
  if (config.appKeys) return { where: 'CORRIDOR_APP_KEYS', keys: parseKeyList(config.appKeys), created: false };
  if (config.appKeysFile) return { where: config.appKeysFile, file: config.appKeysFile, keys: readKeyFile(config.appKeysFile), created: false };
  const file = join(config.dataDir, KEY_FILE_NAME);
  if (existsSync(file)) return { where: file, file, keys: readKeyFile(file), created: false };
  return { where: file, file, keys: [newAppKey()], created: true };
}

/** A keyring over the source; one backed by a file re-reads it when it meets a kid it lacks. */
export function keyringOf(source: KeySource): Keyring {
  const file = source.file;
  return new Keyring(source.keys, file ? () => readKeyFile(file) : undefined);
}
