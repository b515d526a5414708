import { errors } from '../../http/errors.ts';
import { formatId, newId, parseId } from '../../ids.ts';
import type { Tx } from '../../kernel/tx.ts';
import { loadCustomer, mandatesSca } from '../customers/index.ts';
import { findAccount } from './store.ts';

/**
 * Trusted beneficiaries exist only where strong customer authentication applies (the customers
 * module's `mandatesSca`). Trusting or untrusting takes a confirmed SCA challenge; in the
 * sandbox the SMS code is always 123456.
 */
export const SANDBOX_SCA_CODE = '123456';
const SCA_TTL_MS = 5 * 60 * 1000;

type Purpose = 'TRUST' | 'UNTRUST';

async function loadForTrust(tx: Tx, publicId: string) {
  const row = await findAccount(tx, tx.platformId, publicId, 'customer', true);
  const customer = row.customer_id ? await loadCustomer(tx, tx.platformId, formatId('Customer', row.customer_id)) : undefined;
  if (!customer || !mandatesSca(customer)) {
    throw errors.CONFLICT('Trusted beneficiaries apply only to customers in regions with strong customer authentication');
  }
  return row;
}

/** Operations `startBeneficiaryTrust`, `startBeneficiaryUntrust`. */
export async function startTrustChange(tx: Tx, publicId: string, purpose: Purpose) {
  const row = await loadForTrust(tx, publicId);
  if (row.trusted === (purpose === 'TRUST')) throw errors.CONFLICT(purpose === 'TRUST' ? 'The account is already trusted' : 'The account is not trusted');
  const id = newId();
  const expiresAt = new Date(tx.now.getTime() + SCA_TTL_MS);
  await tx.query(
    'UPDATE external_accounts SET trust_challenge_id = $2, trust_challenge_purpose = $3, trust_challenge_expires_at = $4, updated_at = $5 WHERE id = $1',
    [row.id, id, purpose, expiresAt, tx.now],
  );
  return {
    scaChallenge: {
      id: formatId('ScaChallenge', id),
      expiresAt: expiresAt.toISOString(),
      factor: 'SMS_OTP',
      availableFactors: ['SMS_OTP'],
      purpose: purpose === 'TRUST' ? 'TRUST_BENEFICIARY' : 'UNTRUST_BENEFICIARY',
    },
  };
}

/** Operations `confirmBeneficiaryTrust`, `confirmBeneficiaryUntrust`. */
export async function confirmTrustChange(
  tx: Tx,
  publicId: string,
  purpose: Purpose,
  body: { challengeId?: string | null; code?: string | null; passkeyAssertion?: unknown },
) {
  const row = await loadForTrust(tx, publicId);
  if (row.trust_challenge_purpose !== purpose || !row.trust_challenge_id || !row.trust_challenge_expires_at) {
    throw errors.CONFLICT(`No ${purpose.toLowerCase()} challenge is outstanding; start one first`);
  }
  if (body.challengeId && parseId('ScaChallenge', body.challengeId) !== row.trust_challenge_id) {
    throw errors.INVALID_INPUT('challengeId is not the outstanding challenge', { errors: [{ field: 'challengeId', constraint: 'match', message: 'not the outstanding challenge' }] });
  }
  if (tx.now > row.trust_challenge_expires_at) throw errors.INVALID_INPUT('The challenge has expired; start a new one', { reason: 'CHALLENGE_EXPIRED' });
  if (body.code !== SANDBOX_SCA_CODE) {
    throw errors.INVALID_INPUT('The SCA proof is not valid', { errors: [{ field: 'code', constraint: 'match', message: 'the code does not match the challenge' }] });
  }
  const trusted = purpose === 'TRUST';
  await tx.query(
    'UPDATE external_accounts SET trusted = $2, trust_challenge_id = NULL, trust_challenge_purpose = NULL, trust_challenge_expires_at = NULL, updated_at = $3 WHERE id = $1',
    [row.id, trusted, tx.now],
  );
  return { trusted };
}
