import { randomBytes } from 'node:crypto';
import { Conditions, pageOf } from '../../db/conditions.ts';
import { type Db, isUniqueViolation, type Sql } from '../../db/driver.ts';
import { scheduleJob } from '../../events/jobs.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Page, PageRequest } from '../../http/pagination.ts';
import { newId, parseId } from '../../ids.ts';
import { scopedTx, type Tx } from '../../kernel/tx.ts';
import { CARD_CVV, CARD_PAN, placeOf } from '../../secrets/columns.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import type { CardLimits } from '../../services.ts';
import { findInternal } from '../accounts/index.ts';
import { loadActiveCustomer } from '../customers/index.ts';
import { type CardRow, presentCard } from './present.ts';
import { CARD_ELIGIBLE_CURRENCIES, issueCardNumber, PROVISION_DELAY_MS, provisioningFor, supportsWalletTokenization } from './sandbox.ts';
import { issuerOutcome, requestedStatus, serviceClosed } from './status.ts';
import { type CardChanges, findCard, updateCard } from './store.ts';

export const PROVISION_JOB = 'card.provision';

export interface CreateCardInput {
  cardholderId: string;
  platformCardId?: string;
  threeDSecurePassword?: string;
  form: 'VIRTUAL';
  fundingSources: string[];
  maxSpendPerTransaction?: number;
}

export interface UpdateCardInput {
  status?: 'ACTIVE' | 'FROZEN' | 'CLOSED';
  fundingSources?: string[];
  maxSpendPerTransaction?: number | null;
}

const ineligible = (field: string, id: string, why: string) =>
  errors.FUNDING_SOURCE_INELIGIBLE(`${field} ${id} ${why}`, { errors: [fieldError(field, 'eligible', `${id} ${why}`)] });

/**
 * The funding sources as internal account uuids, each the cardholder's own, ACTIVE, and all in
 * one card-eligible currency (`currency` when the card has one already); answers that currency.
 */
async function checkFundingSources(sql: Sql, platformId: string, cardholderUuid: string, ids: readonly string[], currency?: string) {
  const uuids: string[] = [];
  let shared = currency;
  for (const [i, id] of ids.entries()) {
    const field = `fundingSources[${i}]`;
    const uuid = parseId('InternalAccount', id);
    const account = uuid ? await findInternal(sql, platformId, uuid) : undefined;
    if (!uuid || !account) throw ineligible(field, id, 'is not an internal account of this platform; send ids as GET /customers/internal-accounts lists them');
    if (account.customerId !== cardholderUuid) throw ineligible(field, id, "is not one of the cardholder's internal accounts");
    if (account.status !== 'ACTIVE') throw ineligible(field, id, `is ${account.status}; only ACTIVE accounts fund a card`);
    if (!CARD_ELIGIBLE_CURRENCIES.has(account.currency)) {
      throw ineligible(field, id, `holds ${account.currency}; cards are funded in ${[...CARD_ELIGIBLE_CURRENCIES].join(' or ')}`);
    }
    if (shared !== undefined && account.currency !== shared) {
      throw ineligible(field, id, `holds ${account.currency}, but ${currency ? 'the card is' : 'the other funding sources are'} in ${shared}; every funding source shares one currency`);
    }
    if (uuids.includes(account.id)) throw ineligible(field, id, 'is listed twice');
    shared = account.currency;
    uuids.push(account.id);
  }
  return { uuids, currency: shared as string };
}

/** Operation `createCard`: a card in PROCESSING; the sandbox issuer provisions it by job (PROVISION_JOB), as provisioningFor says. */
export async function createCard(tx: Tx, limits: CardLimits, input: CreateCardInput): Promise<Record<string, unknown>> {
  // Locks the cardholder's row: two issues for one cardholder run one after the other.
  const cardholder = await loadActiveCustomer(tx, tx.platformId, input.cardholderId);
  if (cardholder.status !== 'APPROVED') {
    throw errors.CARDHOLDER_KYC_NOT_APPROVED(`The cardholder's KYC status is ${cardholder.status}; a card is issued only to an APPROVED cardholder`);
  }
  if (input.threeDSecurePassword !== undefined) {
    throw invalidInput([fieldError('threeDSecurePassword', 'unsupported', "the sandbox issuer does not take a static 3-D Secure password; leave threeDSecurePassword out")]);
  }
  const sources = await checkFundingSources(tx, tx.platformId, cardholder.id, input.fundingSources);

  // The platform's live-card count is read and raised under one lock per platform, so two
  // concurrent issues cannot both take the last slot.
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`cards:${tx.platformId}`]);
  const live = await tx.query<{ n: string; mine: string }>(
    `SELECT count(*)::text AS n, count(*) FILTER (WHERE cardholder_id = $2)::text AS mine FROM cards WHERE platform_id = $1 AND status <> 'CLOSED'`,
    [tx.platformId, cardholder.id],
  );
  if (Number(live[0].mine) > 0) throw limitOfCardholder();
  if (Number(live[0].n) >= limits.maxLivePerPlatform) {
    throw errors.CARD_LIMIT_REACHED(`The platform holds ${live[0].n} live cards, its maximum of ${limits.maxLivePerPlatform}; close a card to issue another`);
  }

  const id = newId();
  const platformCardId = input.platformCardId ?? `card_${id}`;
  const rows = await tx
    .query<CardRow>(
      `INSERT INTO cards (id, platform_id, cardholder_id, platform_card_id, status, status_reason, brand, form, currency, funding_sources,
         max_spend_per_transaction, supports_wallet_tokenization, processor_ref, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'PROCESSING', NULL, 'VISA', $5, $6, $7::text[], $8, $9, $10, $11, $11) RETURNING *`,
      [
        id, tx.platformId, cardholder.id, platformCardId, input.form, sources.currency, sources.uuids,
        input.maxSpendPerTransaction === undefined ? null : BigInt(input.maxSpendPerTransaction),
        supportsWalletTokenization(platformCardId), `sandbox_proc_${randomBytes(12).toString('hex')}`, tx.now,
      ],
    )
    .catch((err: unknown) => {
      if (isUniqueViolation(err, 'cards_platform_card_id')) throw errors.CONFLICT(`A card with platformCardId ${platformCardId} exists; send a fresh platformCardId`);
      // A concurrent issue for the same cardholder won (the partial unique index).
      if (isUniqueViolation(err, 'cards_one_live_per_cardholder')) throw limitOfCardholder();
      throw err;
    });
  const provisioning = provisioningFor(input.platformCardId ?? '');
  if (provisioning !== 'NEVER') {
    const at = provisioning === 'DELAYED' ? new Date(tx.now.getTime() + PROVISION_DELAY_MS) : tx.now;
    await scheduleJob(tx, tx.platformId, PROVISION_JOB, { cardId: id, reject: provisioning === 'REJECT' }, at, tx.now);
  }
  return presentCard(rows[0]);
}

const limitOfCardholder = () =>
  errors.CARD_LIMIT_REACHED('The cardholder already has a live card (one per cardholder); close it (PATCH /cards/{id} with status CLOSED) to issue another');

/** Job PROVISION_JOB: the sandbox issuer provisions the card (number, expiry, CVV) or rejects it (`reject`, from provisioningFor). */
export async function provisionCard(tx: Tx, keyring: Keyring, cardId: string, reject: boolean): Promise<void> {
  const rows = await tx.query<CardRow>('SELECT * FROM cards WHERE id = $1 AND platform_id = $2 FOR UPDATE', [cardId, tx.platformId]);
  const row = rows[0];
  if (row?.status !== 'PROCESSING') return;
  let changes: CardChanges;
  if (reject) {
    changes = { status: issuerOutcome(row.status, 'ISSUER_REJECTED'), status_reason: 'ISSUER_REJECTED' };
  } else {
    const issued = issueCardNumber(tx.now);
    changes = {
      status: issuerOutcome(row.status, 'ISSUER_PROVISIONED'),
      last4: issued.pan.slice(-4),
      exp_month: issued.expMonth,
      exp_year: issued.expYear,
      pan: keyring.seal(issued.pan, placeOf(CARD_PAN, row.id)),
      cvv: keyring.seal(issued.cvv, placeOf(CARD_CVV, row.id)),
      issuer_ref: `sandbox_issuer_${randomBytes(12).toString('hex')}`,
    };
  }
  const updated = await updateCard(tx, row.id, changes, tx.now);
  await tx.emit('CARD.STATE_CHANGE', presentCard(updated));
}

/**
 * The operator closes a card (compliance, risk, a lost-card report to the service): CLOSED with
 * CLOSED_BY_SERVICE from any live status, `CARD.STATE_CHANGE`, as a platform's close but
 * without the platform's API (`corridor card close`). A PROCESSING card's pending provisioning
 * then finds it CLOSED and does nothing. Answers the card; a CLOSED card: 409 CARD_ALREADY_CLOSED.
 */
export async function closeCardByService(db: Db, cardPublicId: string, now: Date): Promise<Record<string, unknown>> {
  const uuid = parseId('Card', cardPublicId);
  return db.transaction(async (sql) => {
    const rows = uuid ? await sql.query<CardRow>('SELECT * FROM cards WHERE id = $1 FOR UPDATE', [uuid]) : [];
    if (rows.length === 0) throw errors.NOT_FOUND(`No card ${cardPublicId}; send an id like Card:<uuid>`);
    const tx = scopedTx(sql, rows[0].platform_id, now);
    const updated = await updateCard(tx, rows[0].id, { status: serviceClosed(rows[0].status), status_reason: 'CLOSED_BY_SERVICE' }, now);
    const card = presentCard(updated);
    await tx.emit('CARD.STATE_CHANGE', card);
    return card;
  });
}

/** Operation `listCards`. */
export async function listCards(
  sql: Sql,
  platformId: string,
  filters: { cardholderId?: string; accountId?: string; platformCardId?: string; status?: string; sortOrder?: 'asc' | 'desc' },
  page: PageRequest,
): Promise<Page<Record<string, unknown>>> {
  const where = new Conditions(platformId);
  const none = { data: [], hasMore: false, totalCount: 0 };
  if (filters.cardholderId !== undefined) {
    const uuid = parseId('Customer', filters.cardholderId);
    if (!uuid) return none;
    where.when(uuid, 'cardholder_id = ?');
  }
  if (filters.accountId !== undefined) {
    const uuid = parseId('InternalAccount', filters.accountId);
    if (!uuid) return none;
    where.when(uuid, '? = ANY (funding_sources)');
  }
  where.when(filters.platformCardId, 'platform_card_id = ?');
  where.byValue(filters.status, 'status = ?');
  return pageOf<CardRow, Record<string, unknown>>(sql, 'cards', where, page, presentCard, filters.sortOrder ?? 'desc');
}

/** Operation `getCardById`. */
export async function getCard(sql: Sql, platformId: string, publicId: string): Promise<Record<string, unknown>> {
  return presentCard(await findCard(sql, platformId, publicId));
}

/** Operation `updateCardById`: status (spec 3.2), funding sources (full ordered replacement), per-transaction limit. */
export async function updateCardById(tx: Tx, publicId: string, input: UpdateCardInput): Promise<Record<string, unknown>> {
  const given = (['status', 'fundingSources', 'maxSpendPerTransaction'] as const).filter((f) => input[f] !== undefined);
  if (given.length === 0) {
    throw invalidInput([fieldError('body', 'minProperties', 'send at least one of status, fundingSources, maxSpendPerTransaction')]);
  }
  if (input.status === 'CLOSED' && given.length > 1) {
    throw invalidInput(
      given.filter((f) => f !== 'status').map((f) => fieldError(f, 'not', `status CLOSED cannot be combined with ${f}; close the card in a request of its own`)),
    );
  }
  // Serializes concurrent changes of one card.
  const row = await findCard(tx, tx.platformId, publicId, true);
  const changes: CardChanges = {};
  if (input.status !== undefined) {
    // CLOSED -> CLOSED is CARD_ALREADY_CLOSED, any other refused move INVALID_STATE_TRANSITION (status.ts).
    changes.status = requestedStatus(row.status, input.status);
    if (changes.status === 'CLOSED') changes.status_reason = 'CLOSED_BY_PLATFORM';
  }
  if (row.status === 'CLOSED') throw errors.CARD_NOT_MUTABLE(`The card is CLOSED; its ${given.join(' and ')} cannot change`);
  if (input.fundingSources !== undefined) {
    changes.funding_sources = (await checkFundingSources(tx, tx.platformId, row.cardholder_id, input.fundingSources, row.currency)).uuids;
  }
  if (input.maxSpendPerTransaction !== undefined) {
    changes.max_spend_per_transaction = input.maxSpendPerTransaction === null ? null : BigInt(input.maxSpendPerTransaction);
  }
  const updated = await updateCard(tx, row.id, changes, tx.now);
  const card = presentCard(updated);
  if (changes.status !== undefined) await tx.emit('CARD.STATE_CHANGE', card);
  if (changes.funding_sources !== undefined) await tx.emit('CARD.FUNDING_SOURCE_CHANGE', card);
  return card;
}
