import { randomInt } from 'node:crypto';
import type { Sql } from '../../db/driver.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { newId } from '../../ids.ts';
import { presentCurrency } from '../fx/index.ts';
import { getSettings } from '../platforms/index.ts';
import { parseUmaAddress } from '../receivers/index.ts';
import { effectiveStatus, type InvitationAction, transition } from './state.ts';

interface InvitationRow {
  id: string;
  platform_id: string;
  code: string;
  status: 'PENDING' | 'CLAIMED' | 'CANCELLED';
  inviter_uma: string;
  invitee_uma: string | null;
  first_name: string | null;
  amount_to_send: string | bigint | null;
  amount_currency: string | null;
  url: string;
  expires_at: Date | null;
  claimed_at: Date | null;
  created_at: Date;
}

export interface CreateInvitationInput {
  inviterUma: string;
  firstName?: string;
  amountToSend?: number;
  expiresAt?: string;
}

/**
 * Codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), ~40 bits of
 * randomness; short enough to read out, unique per platform by a database constraint.
 */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
export const newInvitationCode = () => Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The amount the inviter means to send is display-only and, in the sandbox, in US dollars. */
const INVITATION_CURRENCY = 'USD';

function present(row: InvitationRow, now: Date) {
  return {
    code: row.code,
    status: effectiveStatus(row.status, row.expires_at, now),
    url: row.url,
    inviterUma: row.inviter_uma,
    createdAt: row.created_at.toISOString(),
    ...(row.invitee_uma ? { inviteeUma: row.invitee_uma } : {}),
    ...(row.first_name ? { firstName: row.first_name } : {}),
    ...(row.expires_at ? { expiresAt: row.expires_at.toISOString() } : {}),
    ...(row.claimed_at ? { claimedAt: row.claimed_at.toISOString() } : {}),
    ...(row.amount_to_send !== null && row.amount_currency
      ? { amountToSend: { amount: BigInt(row.amount_to_send), currency: presentCurrency(row.amount_currency) } }
      : {}),
  };
}

function checkCreate(input: CreateInvitationInput, umaDomain: string, now: Date) {
  const inviter = parseUmaAddress(input.inviterUma);
  if (!inviter) throw errors.INVALID_UMA_ADDRESS('inviterUma must look like $user@domain.tld', { errors: [fieldError('inviterUma', 'format', 'not a UMA address')] });
  // The inviter is one of the platform's own users, so the address is on its UMA domain.
  if (inviter.domain !== umaDomain.toLowerCase()) {
    throw errors.INVALID_UMA_ADDRESS(`inviterUma must be an address at ${umaDomain}`, { errors: [fieldError('inviterUma', 'domain', `not an address at ${umaDomain}`)] });
  }
  const problems = [];
  if (input.amountToSend !== undefined && input.amountToSend <= 0) problems.push(fieldError('amountToSend', 'minimum', 'amountToSend must be positive'));
  if (input.expiresAt !== undefined && new Date(input.expiresAt).getTime() <= now.getTime()) problems.push(fieldError('expiresAt', 'future', 'expiresAt must be in the future'));
  if (problems.length > 0) throw invalidInput(problems);
  return inviter.address;
}

export async function createInvitation(tx: Tx, input: CreateInvitationInput) {
  const { umaDomain } = await getSettings(tx, tx.platformId);
  if (!umaDomain) throw errors.INVITATIONS_NOT_CONFIGURED('Set umaDomain in the platform configuration (PATCH /config) to create invitations');
  const inviterUma = checkCreate(input, umaDomain, tx.now);
  // A clash with an existing code inserts nothing (no aborted transaction); try a new code.
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newInvitationCode();
    const rows = await tx.query<InvitationRow>(
      `INSERT INTO invitations (id, platform_id, code, status, inviter_uma, first_name, amount_to_send, amount_currency, url, expires_at, created_at, updated_at)
       VALUES ($1, $2, $3, 'PENDING', $4, $5, $6, $7, $8, $9, $10, $10)
       ON CONFLICT (platform_id, code) DO NOTHING RETURNING *`,
      [
        newId(), tx.platformId, code, inviterUma, input.firstName ?? null,
        input.amountToSend ?? null, input.amountToSend === undefined ? null : INVITATION_CURRENCY,
        `https://uma.me/i/${code}`, input.expiresAt ? new Date(input.expiresAt) : null, tx.now,
      ],
    );
    if (rows.length > 0) return present(rows[0], tx.now);
  }
  throw errors.SERVICE_UNAVAILABLE('Could not allocate an invitation code; retry');
}

async function findInvitation(sql: Sql, platformId: string, code: string, lock = false): Promise<InvitationRow> {
  const rows = await sql.query<InvitationRow>(`SELECT * FROM invitations WHERE platform_id = $1 AND code = $2${lock ? ' FOR UPDATE' : ''}`, [platformId, code.toUpperCase()]);
  if (rows.length === 0) throw errors.INVITATION_NOT_FOUND();
  return rows[0];
}

export async function getInvitation(sql: Sql, platformId: string, code: string, now: Date) {
  return present(await findInvitation(sql, platformId, code), now);
}

async function apply(tx: Tx, code: string, action: InvitationAction, inviteeUma?: string) {
  const row = await findInvitation(tx, tx.platformId, code, true);
  const to = transition(effectiveStatus(row.status, row.expires_at, tx.now), action);
  const rows = await tx.query<InvitationRow>(
    `UPDATE invitations SET status = $2, invitee_uma = COALESCE($3, invitee_uma), claimed_at = $4, cancelled_at = $5, updated_at = $6
     WHERE id = $1 RETURNING *`,
    [row.id, to, inviteeUma ?? null, to === 'CLAIMED' ? tx.now : null, to === 'CANCELLED' ? tx.now : null, tx.now],
  );
  return present(rows[0], tx.now);
}

export async function claimInvitation(tx: Tx, code: string, inviteeText: string) {
  const invitee = parseUmaAddress(inviteeText);
  if (!invitee) throw errors.INVALID_UMA_ADDRESS('inviteeUma must look like $user@domain.tld', { errors: [fieldError('inviteeUma', 'format', 'not a UMA address')] });
  const current = await findInvitation(tx, tx.platformId, code);
  if (current.inviter_uma === invitee.address) throw invalidInput([fieldError('inviteeUma', 'notInviter', 'an invitation cannot be claimed by its inviter')]);
  const invitation = await apply(tx, code, 'claim', invitee.address);
  await tx.emit('INVITATION.CLAIMED', invitation);
  return invitation;
}

export const cancelInvitation = (tx: Tx, code: string) => apply(tx, code, 'cancel');
