import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest are sealed with AES-256-GCM under an application key. A sealed value is text,
 * `v1.<kid>.<base64url(iv ‖ ciphertext ‖ tag)>`, so it fits the existing text columns and names
 * the key that opens it: rotation adds a key, re-seals, and retires the old one while every
 * value stays readable. The caller's `aad` names the value's place (table, column, row), so a
 * ciphertext copied to another row or column does not open.
 */
export interface AppKey {
  /** Letters, digits, `_` and `-`; never a dot, which separates the parts of a sealed value. */
  kid: string;
  /** 32 bytes. */
  key: Buffer;
  createdAt?: string;
}

export const KID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const KEY_BYTES = 32;
const VERSION = 'v1';
const PREFIX = `${VERSION}.`;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** An unknown kid makes a keyring with a file behind it read the file again, at most this often. */
const RELOAD_EVERY_MS = 5_000;

/** A value could not be sealed or opened. Messages name kids and places, never key material or plaintext. */
export class SecretError extends Error {
  override name = 'SecretError';
}

/** AES-256-GCM with a 96-bit IV and a 128-bit tag: the primitive under seal/open, exposed for its test vectors. */
export function gcmEncrypt(key: Buffer, iv: Buffer, plaintext: Buffer, aad: Buffer): { ciphertext: Buffer; tag: Buffer } {
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { ciphertext, tag: cipher.getAuthTag() };
}

/** Throws when the tag does not match (wrong key, wrong AAD, or altered bytes). */
export function gcmDecrypt(key: Buffer, iv: Buffer, ciphertext: Buffer, tag: Buffer, aad: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  decipher.setAuthTag(tag);
  decipher.setAAD(aad);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
}

export function checkAppKey(k: AppKey): void {
  if (!KID_PATTERN.test(k.kid)) throw new SecretError(`app key id "${k.kid}" must be 1 to 64 letters, digits, _ or -`);
  if (k.key.length !== KEY_BYTES) throw new SecretError(`app key "${k.kid}" must be ${KEY_BYTES} bytes (base64 of 32 random bytes)`);
}

/** A fresh key; the kid carries its day of creation so operators can tell keys apart. */
export function newAppKey(now = new Date()): AppKey {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return { kid: `k${day}-${randomBytes(3).toString('hex')}`, key: randomBytes(KEY_BYTES), createdAt: now.toISOString() };
}

export function isSealed(text: string): boolean {
  return text.startsWith(PREFIX);
}

/** The kid a sealed value names, or undefined for anything else. */
export function kidOf(text: string): string | undefined {
  if (!isSealed(text)) return undefined;
  const end = text.indexOf('.', PREFIX.length);
  return end < 0 ? undefined : text.slice(PREFIX.length, end);
}

/** The GCM associated data: the header too, so the version and kid cannot be swapped either. */
const associatedData = (kid: string, aad: string) => Buffer.from(`${PREFIX}${kid}.${aad}`, 'utf8');

export class Keyring {
  private keys = new Map<string, Buffer>();
  private currentKid = '';
  private reloadedAt = 0;

  /**
   * `keys[0]` seals; every key opens. `reload`, when given, re-reads the keys (a key file another
   * process rotated): a value under an unknown kid triggers it, so a running server learns the
   * new current key from the first value it meets that was sealed under it.
   */
  constructor(
    keys: readonly AppKey[],
    private readonly reload?: () => readonly AppKey[],
  ) {
    this.use(keys);
  }

  private use(keys: readonly AppKey[]): void {
    if (keys.length === 0) throw new SecretError('the app keyring is empty');
    const map = new Map<string, Buffer>();
    for (const k of keys) {
      checkAppKey(k);
      if (map.has(k.kid)) throw new SecretError(`app key id "${k.kid}" appears twice`);
      map.set(k.kid, Buffer.from(k.key));
    }
    this.keys = map;
    this.currentKid = keys[0].kid;
  }

  /** The kid that seals. */
  get current(): string {
    return this.currentKid;
  }

  get kids(): string[] {
    return [...this.keys.keys()];
  }

  has(kid: string): boolean {
    return this.keys.has(kid);
  }

  seal(plaintext: Buffer | string, aad: string): string {
    const kid = this.currentKid;
    const iv = randomBytes(IV_BYTES);
    const data = typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : plaintext;
    const { ciphertext, tag } = gcmEncrypt(this.keys.get(kid)!, iv, data, associatedData(kid, aad));
    return `${PREFIX}${kid}.${Buffer.concat([iv, ciphertext, tag]).toString('base64url')}`;
  }

  open(text: string, aad: string): Buffer {
    const kid = kidOf(text);
    if (kid === undefined) throw new SecretError(`${aad} is not a sealed value`);
    const key = this.keys.get(kid) ?? this.reloaded(kid);
    if (!key) throw new SecretError(`${aad} is sealed under app key "${kid}", which this process does not have`);
    const bytes = Buffer.from(text.slice(PREFIX.length + kid.length + 1), 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new SecretError(`${aad} is not a sealed value`);
    try {
      return gcmDecrypt(
        key,
        bytes.subarray(0, IV_BYTES),
        bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES),
        bytes.subarray(bytes.length - TAG_BYTES),
        associatedData(kid, aad),
      );
    } catch {
      throw new SecretError(`${aad} does not open under app key "${kid}": altered, moved from another place, or a different key of that id`);
    }
  }

  /**
   * A 32-byte key for one `purpose` (HKDF-SHA256 of the current app key): signing keys that come
   * from the configured app keys and rotate with them (the card reveal links' HMAC key).
   */
  derive(purpose: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.keys.get(this.currentKid)!, Buffer.alloc(0), `corridor:${purpose}`, KEY_BYTES));
  }

  openText(text: string, aad: string): string {
    return this.open(text, aad).toString('utf8');
  }

  private reloaded(kid: string): Buffer | undefined {
    const now = Date.now();
    if (!this.reload || now - this.reloadedAt < RELOAD_EVERY_MS) return undefined;
    this.reloadedAt = now;
    try {
      this.use(this.reload());
    } catch {
      // An unreadable or half-edited file: keep the keys this process has.
      return undefined;
    }
    return this.keys.get(kid);
  }
}

/** A keyring of one random key that lives only in memory: tests, and apps built without one. */
export function ephemeralKeyring(): Keyring {
  return new Keyring([{ kid: 'ephemeral', key: randomBytes(KEY_BYTES) }]);
}
