/**
 * Every validator answers with one FormatCheck so a route can turn a failure straight into a
 * field error `{ field, constraint, message }` without knowing which format it checked.
 */
export type FormatCheck = { ok: true; normalized: string } | { ok: false; constraint: string; message: string };

export type FormatFailure = Extract<FormatCheck, { ok: false }>;

/**
 * `constraint` slugs used across the validators, so callers can branch on them:
 * - `type`: the value is not a string
 * - `pattern`: wrong characters or shape
 * - `length`: right characters, wrong count
 * - `checksum`: shape is fine but a check digit / checksum / signature does not verify
 * - `country`: unknown or disallowed country code
 * - `network`: valid encoding for a different network or chain (e.g. testnet address, Tron version byte)
 */
export type FormatConstraint = 'type' | 'pattern' | 'length' | 'checksum' | 'country' | 'network';

/**
 * `skip` keeps every structural check but does not verify check digits. It exists because the
 * reference's own examples (routing number 123456789, the Spark address in the create-account
 * example, the EVM example address, the CLABE example) fail their checksums, and sandbox magic
 * values are formed by editing the last digits of an identifier.
 */
export type ChecksumMode = 'verify' | 'skip';

export interface ChecksumOption {
  checksum?: ChecksumMode;
}

export function ok(normalized: string): FormatCheck {
  return { ok: true, normalized };
}

export function fail(constraint: FormatConstraint, message: string): FormatFailure {
  return { ok: false, constraint, message };
}

/** Validators take `unknown` because they sit right behind JSON parsing; a non-string is a failure, not a throw. */
export function requireString(input: unknown, what: string): string | FormatFailure {
  return typeof input === 'string' ? input : fail('type', `${what} must be a string`);
}

export function verifiesChecksum(options: ChecksumOption | undefined): boolean {
  return options?.checksum !== 'skip';
}
