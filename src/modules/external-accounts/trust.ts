import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId, parseId } from '../../ids.ts';
import type { OneTimeCodeMessage } from '../../ports/notifier.ts';
import { loadCustomer } from '../customers/index.ts';
import { answerChallenge, assertNotLocked, issueChallenge, mandatesSca, openChallenge, presentChallenge, type Proof, type Verdict } from '../sca-operations/index.ts';
import { findAccount } from './store.ts';

/**
 * Trusted beneficiaries exist only where strong customer authentication applies (FACTS 2.1:
 * SCA regions). Trusting or untrusting takes a passed SCA challenge of its own (purpose
 * TRUST_BENEFICIARY / UNTRUST_BENEFICIARY; sca-operations, docs/sca-payments.md). No SCA login
 * session is asked for: the challenge is itself the strong authentication of this one change.
 */
type Change = 'TRUST' | 'UNTRUST';
const PURPOSE = { TRUST: 'TRUST_BENEFICIARY', UNTRUST: 'UNTRUST_BENEFICIARY' } as const;

async function loadForTrust(tx: Tx, publicId: string) {
  const row = await findAccount(tx, tx.platformId, publicId, 'customer', true);
  const customer = row.customer_id ? await loadCustomer(tx, tx.platformId, formatId('Customer', row.customer_id)) : undefined;
  if (!customer || !row.customer_id || !mandatesSca(customer)) {
    throw errors.CONFLICT('Trusted beneficiaries apply only to customers in regions with strong customer authentication');
  }
  await assertNotLocked(tx, row.customer_id);
  return { row, customerId: row.customer_id };
}

/** Operations `startBeneficiaryTrust`, `startBeneficiaryUntrust`. */
export async function startTrustChange(tx: Tx, publicId: string, change: Change): Promise<{ body: Record<string, unknown>; message?: OneTimeCodeMessage }> {
  const { row, customerId } = await loadForTrust(tx, publicId);
  if (row.trusted === (change === 'TRUST')) throw errors.CONFLICT(change === 'TRUST' ? 'The account is already trusted' : 'The account is not trusted');
  const issued = await issueChallenge(tx, {
    customerId,
    subject: { kind: 'EXTERNAL_ACCOUNT', id: row.id },
    purpose: PURPOSE[change],
    linking: { externalAccountId: formatId('ExternalAccount', row.id), change },
  });
  return { body: { scaChallenge: presentChallenge(issued.challenge) }, message: issued.message };
}

/**
 * Operations `confirmBeneficiaryTrust`, `confirmBeneficiaryUntrust`. A wrong proof is a verdict,
 * not a throw: its counted attempt must commit.
 */
export async function confirmTrustChange(
  tx: Tx,
  publicId: string,
  change: Change,
  body: { challengeId?: string | null } & Proof,
): Promise<{ trusted: boolean } | Extract<Verdict, { ok: false }>> {
  const { row } = await loadForTrust(tx, publicId);
  const open = await openChallenge(tx, tx.platformId, { kind: 'EXTERNAL_ACCOUNT', id: row.id }, true);
  if (!open || open.purpose !== PURPOSE[change]) throw errors.CONFLICT(`No ${change.toLowerCase()} challenge is outstanding; start one first`);
  if (body.challengeId && parseId('ScaChallenge', body.challengeId) !== open.id) {
    throw invalidInput([fieldError('challengeId', 'match', 'not the outstanding challenge')]);
  }
  const verdict = await answerChallenge(tx, open, body);
  if (!verdict.ok) return verdict;
  const trusted = change === 'TRUST';
  await tx.query('UPDATE external_accounts SET trusted = $2, updated_at = $3 WHERE id = $1', [row.id, trusted, tx.now]);
  return { trusted };
}
