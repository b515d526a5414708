import { createHash } from 'node:crypto';
import { p256 } from '@noble/curves/nist.js';
import type { Sql } from '../../db/driver.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Reply } from '../../http/reply.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId, newId, parseId } from '../../ids.ts';
import { DELEGATED_KEY_PRIVATE_KEY, placeOf } from '../../secrets/columns.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { cardFundingSources } from '../cards/index.ts';
import { acceptRetry, issueChallenge, type RetryHeaders } from './signed-retry.ts';
import { loadWalletAccount } from './store.ts';

/**
 * Delegated keys (docs/wallet-auth.md, "Delegated keys"): a P-256 key the service generates and
 * keeps (private half sealed, never returned) for one card funding source, i.e. a card and one
 * of its EMBEDDED_WALLET funding accounts. Card authorization may use an embedded-wallet funding
 * source only while it has an ACTIVE key (`hasActiveDelegatedKey`).
 */
export type DelegatedKeyStatus = 'PENDING' | 'ACTIVE' | 'REVOKED';

interface DelegatedKeyRow {
  id: string;
  platform_id: string;
  card_id: string;
  account_id: string;
  funding_source_id: string;
  public_key: string;
  nickname: string;
  status: DelegatedKeyStatus;
  leg: number | null;
  request_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Every column but the sealed private key, which nothing here reads back. */
const COLUMNS = 'id, platform_id, card_id, account_id, funding_source_id, public_key, nickname, status, leg, request_id, created_at, updated_at';

const OPERATION = 'createDelegatedKey';

/**
 * The uuid of the card funding source (card, account): `CardFundingSource:<uuid>`. Cards keep
 * their funding sources as an ordered list of internal accounts, with no row per pair, so the
 * id is derived: the first 16 bytes of SHA-256 over a fixed label and both uuids, shaped as a
 * version-8 (custom) uuid. The same pair always has the same id, on every platform and replica.
 */
export function fundingSourceUuid(cardId: string, accountId: string): string {
  const b = createHash('sha256').update(`corridor/card-funding-source/v1:${cardId.toLowerCase()}:${accountId.toLowerCase()}`, 'utf8').digest().subarray(0, 16);
  b[6] = (b[6] & 0x0f) | 0x80;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** DelegatedKey: the public shape (no key material but the public key). */
function present(row: DelegatedKeyRow): Record<string, unknown> {
  return {
    id: formatId('DelegatedKey', row.id),
    cardId: formatId('Card', row.card_id),
    fundingSourceId: formatId('CardFundingSource', row.funding_source_id),
    accountId: formatId('InternalAccount', row.account_id),
    publicKey: row.public_key,
    nickname: row.nickname,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Whether the card funding source (card, account) has an ACTIVE delegated key. For card
 * authorization; `cardId` and `accountId` are bare uuids, as the cards' rows hold them.
 */
export async function hasActiveDelegatedKey(sql: Sql, platformId: string, cardId: string, accountId: string): Promise<boolean> {
  const rows = await sql.query(`SELECT 1 FROM delegated_keys WHERE platform_id = $1 AND funding_source_id = $2 AND status = 'ACTIVE' LIMIT 1`, [
    platformId,
    fundingSourceUuid(cardId, accountId),
  ]);
  return rows.length > 0;
}

export interface DelegatedKeyCreate {
  cardId: string;
  internalAccountId: string;
  nickname: string;
}

/**
 * The card funding source a create names: the card (the platform's), the account (an embedded
 * wallet of the platform, and one of the card's funding sources). 404 otherwise.
 */
async function fundingSourceOf(tx: Tx, body: DelegatedKeyCreate, lock: boolean): Promise<{ cardId: string; accountId: string; fundingSourceId: string }> {
  const card = await cardFundingSources(tx, tx.platformId, body.cardId);
  const account = await loadWalletAccount(tx, tx.platformId, body.internalAccountId, lock);
  if (!card.fundingSources.includes(account.id)) {
    throw errors.ACCOUNT_NOT_FOUND('The account is not a funding source of that card; send one of the card\'s fundingSources (GET /cards/{id})');
  }
  return { cardId: card.id, accountId: account.id, fundingSourceId: fundingSourceUuid(card.id, account.id) };
}

async function refuseSecondActive(tx: Tx, fundingSourceId: string): Promise<void> {
  const active = await tx.query<{ id: string }>(`SELECT id FROM delegated_keys WHERE platform_id = $1 AND funding_source_id = $2 AND status = 'ACTIVE'`, [
    tx.platformId,
    fundingSourceId,
  ]);
  if (active.length > 0) {
    throw errors.CONFLICT(
      `The card funding source already has an ACTIVE delegated key (${formatId('DelegatedKey', active[0].id)}); revoke it (DELETE /auth/delegated-keys/{id}) before adding another`,
    );
  }
}

/**
 * POST /auth/delegated-keys, three legs with the same body: (1) no signature headers: a key pair
 * is generated and kept (PENDING), 202 challenge to authorize adding the key; (2) that challenge
 * signed by an active session of the wallet: 202, a second challenge to attach its policy;
 * (3) the second challenge signed the same way: the key becomes ACTIVE, 201. The card, account
 * and the one-ACTIVE-key rule are checked on every leg. A key abandoned before leg 3 stays PENDING.
 * Operation `createDelegatedKey`.
 */
export async function createDelegatedKey(tx: Tx, keyring: Keyring, body: DelegatedKeyCreate, headers: RetryHeaders | null): Promise<Reply> {
  // A signed leg locks the wallet's account row, so two creates cannot both reach ACTIVE: the
  // second waits, then sees the first's ACTIVE key (409) instead of failing on the unique index.
  const source = await fundingSourceOf(tx, body, headers !== null);
  await refuseSecondActive(tx, source.fundingSourceId);
  const bound = { cardId: body.cardId, internalAccountId: body.internalAccountId, nickname: body.nickname };
  const parameters = {
    walletId: body.internalAccountId,
    cardId: body.cardId,
    fundingSourceId: formatId('CardFundingSource', source.fundingSourceId),
  };

  if (!headers) {
    const id = newId();
    const privateKey = p256.utils.randomSecretKey();
    const publicKey = Buffer.from(p256.getPublicKey(privateKey, true)).toString('hex');
    const challenge = await issueChallenge(tx, {
      operation: OPERATION,
      accountId: source.accountId,
      targetId: id,
      bound,
      signer: { kind: 'ACCOUNT_SESSION' },
      activity: { type: 'ACTIVITY_TYPE_CREATE_API_KEYS', parameters: { ...parameters, delegatedKeyId: formatId('DelegatedKey', id), publicKey, nickname: body.nickname } },
    });
    await tx.query(
      `INSERT INTO delegated_keys (id, platform_id, card_id, account_id, funding_source_id, public_key, private_key, nickname, status, leg, request_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'PENDING', 1, $9, $10, $10)`,
      [
        id,
        tx.platformId,
        source.cardId,
        source.accountId,
        source.fundingSourceId,
        publicKey,
        keyring.seal(Buffer.from(privateKey).toString('hex'), placeOf(DELEGATED_KEY_PRIVATE_KEY, id)),
        body.nickname,
        parseId('Request', challenge.requestId),
        tx.now,
      ],
    );
    return { status: 202, body: challenge };
  }

  // A retry: the Request-Id names the open challenge of one PENDING key. Anything else is left
  // to acceptRetry, which answers the same 401s as every other signed retry.
  const requestUuid = parseId('Request', headers.requestId);
  const rows = requestUuid
    ? await tx.query<DelegatedKeyRow>(`SELECT ${COLUMNS} FROM delegated_keys WHERE request_id = $1 AND platform_id = $2 AND status = 'PENDING' FOR UPDATE`, [
        requestUuid,
        tx.platformId,
      ])
    : [];
  const key = rows[0];
  await acceptRetry(tx, OPERATION, key?.id ?? source.fundingSourceId, bound, headers);
  if (!key) throw errors.UNAUTHORIZED('Request-Id does not name a pending request of this operation and resource');

  if (key.leg === 1) {
    const challenge = await issueChallenge(tx, {
      operation: OPERATION,
      accountId: source.accountId,
      targetId: key.id,
      bound,
      signer: { kind: 'ACCOUNT_SESSION' },
      activity: {
        type: 'ACTIVITY_TYPE_CREATE_POLICY_V3',
        parameters: { ...parameters, delegatedKeyId: formatId('DelegatedKey', key.id), publicKey: key.public_key, effect: 'EFFECT_ALLOW', scope: 'CARD_FUNDING' },
      },
    });
    await tx.query('UPDATE delegated_keys SET leg = 2, request_id = $2, updated_at = $3 WHERE id = $1', [key.id, parseId('Request', challenge.requestId), tx.now]);
    return { status: 202, body: challenge };
  }

  const activated = await tx.query<DelegatedKeyRow>(
    `UPDATE delegated_keys SET status = 'ACTIVE', leg = NULL, request_id = NULL, updated_at = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
    [key.id, tx.now],
  );
  return { status: 201, body: present(activated[0]) };
}

/**
 * GET /auth/delegated-keys: the platform's keys of an account and/or a card funding source, in
 * every status. At least one filter.
 * Operation `listDelegatedKeys`.
 */
export async function listDelegatedKeys(sql: Sql, platformId: string, query: { accountId?: string; fundingSourceId?: string }) {
  if (query.accountId === undefined && query.fundingSourceId === undefined) {
    throw invalidInput(
      [
        fieldError('accountId', 'required', 'send accountId (InternalAccount:<uuid>) or fundingSourceId (CardFundingSource:<uuid>), or both'),
        fieldError('fundingSourceId', 'required', 'send accountId (InternalAccount:<uuid>) or fundingSourceId (CardFundingSource:<uuid>), or both'),
      ],
      'Send accountId or fundingSourceId (or both) to choose the delegated keys to list',
    );
  }
  const where = ['platform_id = $1'];
  const params: unknown[] = [platformId];
  const bad = [];
  if (query.accountId !== undefined) {
    const uuid = parseId('InternalAccount', query.accountId);
    if (!uuid) bad.push(fieldError('accountId', 'format', 'accountId must be an InternalAccount:<uuid> id'));
    params.push(uuid);
    where.push(`account_id = $${params.length}`);
  }
  if (query.fundingSourceId !== undefined) {
    const uuid = parseId('CardFundingSource', query.fundingSourceId);
    if (!uuid) bad.push(fieldError('fundingSourceId', 'format', 'fundingSourceId must be a CardFundingSource:<uuid> id, as a delegated key shows it'));
    params.push(uuid);
    where.push(`funding_source_id = $${params.length}`);
  }
  if (bad.length > 0) throw invalidInput(bad);
  const rows = await sql.query<DelegatedKeyRow>(`SELECT ${COLUMNS} FROM delegated_keys WHERE ${where.join(' AND ')} ORDER BY id`, params);
  return { data: rows.map(present) };
}

const keyNotFound = () =>
  errors.NOT_FOUND('No delegated key with that id on this platform; send an id like DelegatedKey:<uuid>, as POST or GET /auth/delegated-keys returned it');

async function loadKey(sql: Sql, platformId: string, publicId: string, lock = false): Promise<DelegatedKeyRow> {
  const uuid = parseId('DelegatedKey', publicId);
  const rows = uuid
    ? await sql.query<DelegatedKeyRow>(`SELECT ${COLUMNS} FROM delegated_keys WHERE id = $1 AND platform_id = $2${lock ? ' FOR UPDATE' : ''}`, [uuid, platformId])
    : [];
  if (rows.length === 0) throw keyNotFound();
  return rows[0];
}

/** GET /auth/delegated-keys/{id}. Operation `getDelegatedKeyById`. */
export async function getDelegatedKey(sql: Sql, platformId: string, publicId: string) {
  return present(await loadKey(sql, platformId, publicId));
}

/**
 * DELETE /auth/delegated-keys/{id}: no signed retry (the service authorizes with the custodied
 * key itself). Only an ACTIVE key; the private key is erased.
 * Operation `revokeDelegatedKey`.
 */
export async function revokeDelegatedKey(tx: Tx, publicId: string): Promise<Reply> {
  const key = await loadKey(tx, tx.platformId, publicId, true);
  if (key.status !== 'ACTIVE') {
    const why =
      key.status === 'PENDING'
        ? 'it is PENDING: its creation was never completed, so it cannot sign and there is nothing to revoke; it can be left as it is'
        : 'it is already REVOKED';
    throw invalidInput([], `Only an ACTIVE delegated key can be revoked, and ${why}`);
  }
  await tx.query(`UPDATE delegated_keys SET status = 'REVOKED', private_key = NULL, updated_at = $2 WHERE id = $1`, [key.id, tx.now]);
  return { status: 204 };
}
