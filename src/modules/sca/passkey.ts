import { randomBytes } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { ALLOWED_ORIGINS, originAllowed, RELYING_PARTY_ID, RELYING_PARTY_NAME } from './relying-party.ts';
import { type FactorRow, passkeyOf } from './store.ts';

/** ES256 and RS256, what platform authenticators make. */
const ALGORITHMS = [-7, -257];

/** A challenge as WebAuthn carries it (clientDataJSON.challenge): base64url of its bytes (a string: its UTF-8). */
export function challengeB64(challenge: Uint8Array | string): string {
  return Buffer.from(typeof challenge === 'string' ? Buffer.from(challenge, 'utf8') : challenge).toString('base64url');
}

export const newChallenge = () => randomBytes(32).toString('base64url');

/** navigator.credentials.create() options for the customer; `challenge` is base64url. */
export async function registrationOptions(customerUuid: string, userName: string, challenge: string) {
  const options = await generateRegistrationOptions({
    rpName: RELYING_PARTY_NAME,
    rpID: RELYING_PARTY_ID,
    userName,
    userID: Uint8Array.from(Buffer.from(customerUuid.replaceAll('-', ''), 'hex')),
    challenge: Buffer.from(challenge, 'base64url'),
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  return { options: options as unknown as Record<string, unknown>, allowedOrigins: ALLOWED_ORIGINS, relyingPartyId: RELYING_PARTY_ID };
}

function checkOrigin(origin: string, rpId = RELYING_PARTY_ID): void {
  if (!originAllowed(origin, rpId)) {
    throw invalidInput([fieldError('origin', 'enum', `origin must be a page of the relying party ${rpId} (${rpId === RELYING_PARTY_ID ? ALLOWED_ORIGINS.join(', ') : `https://${rpId}`})`)]);
  }
}

export interface RegisteredPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/** Checks navigator.credentials.create() output against the enrollment challenge; 400 on any failure. */
export async function verifyRegistration(credential: unknown, origin: string, challenge: string): Promise<RegisteredPasskey> {
  checkOrigin(origin);
  let result: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    result = await verifyRegistrationResponse({
      response: credential as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: RELYING_PARTY_ID,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    });
  } catch (err) {
    throw invalidInput([fieldError('credential', 'webauthn', `the passkey registration did not verify: ${(err as Error).message}`)]);
  }
  if (!result.verified) throw invalidInput([fieldError('credential', 'webauthn', 'the passkey registration did not verify')]);
  const { credential: made } = result.registrationInfo;
  return {
    credentialId: made.id,
    publicKey: Buffer.from(made.publicKey).toString('base64url'),
    counter: made.counter,
    transports: (made.transports ?? []) as string[],
  };
}

/** navigator.credentials.get() options for the customer's passkey; 409 when none is enrolled. */
export async function passkeyAssertionOptions(tx: Tx, customerId: string, challenge: Uint8Array | string): Promise<Record<string, unknown>> {
  const factor = await passkeyOf(tx, tx.platformId, customerId);
  if (!factor) throw errors.CONFLICT('The customer has no enrolled passkey; enroll one with POST /sca/factors {type: PASSKEY}');
  const options = await generateAuthenticationOptions({
    rpID: factor.rp_id ?? RELYING_PARTY_ID,
    allowCredentials: [{ id: factor.credential_id!, transports: factor.transports }],
    challenge: typeof challenge === 'string' ? challenge : Uint8Array.from(challenge),
    userVerification: 'required',
  });
  return options as unknown as Record<string, unknown>;
}

/**
 * Checks a passkey assertion (navigator.credentials.get() output, as JSON) of the customer's
 * enrolled passkey: credential, challenge, origin (one of the allowed origins, as the client
 * data says), RP id, user presence and verification, signature and a growing signature
 * counter, which is stored. Throws 400 INVALID_INPUT on any failure.
 */
export async function verifyScaPasskey(tx: Tx, customerId: string, assertion: unknown, origin: string, expectedChallenge: Uint8Array | string): Promise<void> {
  const factor = await passkeyOf(tx, tx.platformId, customerId, true);
  if (!factor) throw invalidInput([fieldError('passkeyAssertion', 'state', 'the customer has no enrolled passkey')]);
  // The passkey's own relying party, as registered: a later change of the default strands none.
  checkOrigin(origin, factor.rp_id ?? RELYING_PARTY_ID);
  const response = assertion as AuthenticationResponseJSON;
  if (!response || typeof response !== 'object' || response.id !== factor.credential_id) {
    throw invalidInput([fieldError('passkeyAssertion', 'match', "the assertion is not of the customer's passkey")]);
  }
  await verifyAssertion(tx, factor, response, origin, challengeB64(expectedChallenge));
}

async function verifyAssertion(tx: Tx, factor: FactorRow, response: AuthenticationResponseJSON, origin: string, challenge: string): Promise<void> {
  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: factor.rp_id ?? RELYING_PARTY_ID,
      credential: {
        id: factor.credential_id!,
        publicKey: Uint8Array.from(Buffer.from(factor.public_key!, 'base64url')),
        counter: Number(factor.sign_count),
        transports: factor.transports as never,
      },
      requireUserVerification: true,
    });
  } catch (err) {
    throw invalidInput([fieldError('passkeyAssertion', 'webauthn', `the passkey assertion did not verify: ${(err as Error).message}`)]);
  }
  if (!result.verified) throw invalidInput([fieldError('passkeyAssertion', 'webauthn', 'the passkey assertion did not verify')]);
  await tx.query('UPDATE sca_factors SET sign_count = $2, updated_at = $3 WHERE id = $1', [factor.id, result.authenticationInfo.newCounter, tx.now]);
}
