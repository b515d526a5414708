import { errors } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { issueOtp } from './otp.ts';
import { issuePasskeyChallenge } from './passkey-challenge.ts';
import { presentCredential } from './present.ts';
import { loadCredential } from './store.ts';
import type { WriteResult } from './credentials.ts';

/**
 * POST /auth/credentials/{id}/challenge. OTP credentials: a new code and a fresh
 * otpEncryptionTargetBundle (this is also "resend"). PASSKEY: an assertion challenge bound to
 * `clientPublicKey`. OAUTH has no challenge step.
 * Operation `challengeAuthCredential`.
 */
export async function challengeCredential(tx: Tx, keyring: Keyring, publicId: string, body: { clientPublicKey?: string } | undefined): Promise<WriteResult> {
  const credential = await loadCredential(tx, tx.platformId, publicId, true);
  switch (credential.type) {
    case 'EMAIL_OTP':
    case 'SMS_OTP': {
      const issued = await issueOtp(tx, keyring, credential);
      return { reply: { status: 200, body: { ...presentCredential(credential), otpEncryptionTargetBundle: issued.otpEncryptionTargetBundle } }, message: issued.message };
    }
    case 'PASSKEY':
      return { reply: { status: 200, body: await issuePasskeyChallenge(tx, credential, body?.clientPublicKey) }, message: null };
    case 'OAUTH':
      throw errors.INVALID_INPUT('OAUTH credentials have no challenge step; call /verify with a fresh OIDC token');
  }
}
