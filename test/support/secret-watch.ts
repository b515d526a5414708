import { Writable } from 'node:stream';

/**
 * Everything an app logged, and every secret a test used: on close, none of the secrets may
 * appear in the log. Secrets are collected from what passes through the harness: API
 * secrets, Authorization and Service-Wallet-Signature headers, one-time codes the sandbox
 * notifier sent, and request or response fields whose names say they carry a secret.
 */
// `code` alone is not one: invitation codes travel in paths, error codes in every refusal.
const SECRET_FIELD = /secret|password|passcode|otp|signature|assertion|attestation|mnemonic|seed|privatekey|sessionkey|signingkey|^pan$|cardnumber|cvv|cvc|credentialbundle|encrypted/i;
const SECRET_HEADERS = ['authorization', 'service-wallet-signature', 'grid-wallet-signature'];

export class SecretWatch {
  private log = '';
  private readonly secrets = new Set<string>();
  readonly stream = new Writable({
    write: (chunk, _encoding, done) => {
      this.log += chunk.toString();
      done();
    },
  });

  add(value: unknown): void {
    if (typeof value !== 'string') return;
    const v = value.trim();
    if (v.length >= 6) this.secrets.add(v);
  }

  headers(headers: Record<string, unknown>): void {
    for (const name of SECRET_HEADERS) {
      const value = headers[name];
      if (typeof value !== 'string') continue;
      const [scheme, credential] = value.split(' ', 2);
      if (scheme.toLowerCase() === 'basic' && credential) {
        this.add(credential);
        const decoded = Buffer.from(credential, 'base64').toString('utf8');
        this.add(decoded.slice(decoded.indexOf(':') + 1));
      } else this.add(credential ?? value);
      this.add(value);
    }
  }

  /** Fields of a JSON value (request or response) whose names mark them as secret. */
  fields(value: unknown, depth = 0): void {
    // Plain JSON only: a multipart payload is a Buffer, whose entries are its bytes.
    if (depth > 20 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return;
    if (!Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype) return;
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (typeof v === 'string' && SECRET_FIELD.test(key)) this.add(v);
      else this.fields(v, depth + 1);
    }
  }

  /** A request body: as fields(), and a `code` there is a one-time code being submitted. */
  requestFields(value: unknown): void {
    this.fields(value);
    if (value && typeof value === 'object' && typeof (value as { code?: unknown }).code === 'string') this.add((value as { code: string }).code);
  }

  /**
   * The log lines that carry a secret, the secret masked; short numeric codes count only
   * standing alone (not inside a timestamp or an id).
   */
  leaks(): string[] {
    const found: string[] = [];
    const lines = this.log.split('\n');
    for (const secret of this.secrets) {
      const pattern = /^\d{1,10}$/.test(secret) ? new RegExp(`(?<![0-9A-Za-z])${secret}(?![0-9A-Za-z])`) : undefined;
      const line = lines.find((l) => (pattern ? pattern.test(l) : l.includes(secret)));
      if (line) found.push(line.split(secret).join('<SECRET>').slice(0, 600));
    }
    return found;
  }

  get size(): number {
    return this.secrets.size;
  }
}
