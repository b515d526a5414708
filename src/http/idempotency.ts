import { type Db, insertInto, isUniqueViolation, type TxSql } from '../db/driver.ts';
import { newId } from '../ids.ts';
import { purgeWhere, purgeWhereStatement } from '../db/purge.ts';
import type { Clock } from '../ports/clock.ts';
import { IDEMPOTENT_REPLY, placeOf, SEALED_REPLIES } from '../secrets/columns.ts';
import { isSealed, type Keyring } from '../secrets/keyring.ts';
import { errors, idempotencyKeyInUse } from './errors.ts';
import { sha256Hex } from './secrets.ts';
import type { Reply } from './reply.ts';
import { refusalError } from './sqlstates.ts';

/**
 * Idempotency-Key handling. A key is claimed (IN_FLIGHT) before the operation runs; the
 * operation's own transaction stores the reply and flips the key to DONE, so the effect and
 * its idempotency record commit together or not at all. Completing checks the claim's owner:
 * if a crashed request's claim was taken over, the late original rolls back instead of
 * executing twice.
 */
const KEEP_MS = 24 * 60 * 60 * 1000;
const CLAIM_MS = 60_000;

// The batch is found along idempotency_keys_expiry and deleted by row address (purgeWhereStatement).
const EXPIRED_KEYS = purgeWhereStatement('idempotency_keys', 'expires_at < $2', 'expires_at');

export interface Claim {
  platformId: string;
  key: string;
  owner: string;
  operationId: string;
}

interface KeyRow {
  operation_id: string;
  request_hash: string;
  state: 'IN_FLIGHT' | 'DONE';
  response_status: number | null;
  response_body: string | null;
  locked_until: Date;
  expires_at: Date;
}

export type Begin = { claim: Claim } | { replay: { status: number; body: string | null } };

/** Thrown inside an operation's transaction when its key already holds a reply: nothing is done, and the stored reply is sent. */
/** The reply of an operation run with group commit, recorded at its COMMIT (recordIn). */
const RECORD = insertInto('idempotency_keys', [
  'platform_id',
  'key',
  'operation_id',
  'request_hash',
  'state',
  'owner',
  'response_status',
  'response_body',
  'locked_until',
  'created_at',
  'expires_at',
]);

export class Replay {
  constructor(
    readonly status: number,
    readonly body: string | null,
  ) {}
}

/** A key found by lookupIn, to be recorded by recordIn. */
export interface Check {
  platformId: string;
  key: string;
  operationId: string;
  requestHash: string;
  /** An expired or abandoned row holds the key: it is replaced. */
  replaces: boolean;
}

export function assertKey(key: string): void {
  if (key.length === 0 || key.length > 255) {
    throw errors.INVALID_INPUT('Idempotency-Key must be 1 to 255 characters', {
      errors: [{ field: 'Idempotency-Key', constraint: 'maxLength', message: 'Idempotency-Key must be 1 to 255 characters' }],
    });
  }
}

/** SQLSTATE of a failed serialization: Db.transaction runs the whole transaction again. */
const SERIALIZATION_FAILURE = '40001';

const SELECT_KEY = 'SELECT * FROM idempotency_keys WHERE platform_id = $1 AND key = $2';

/**
 * What the key's row, if any, means for a request: the key is free (no row, an expired one,
 * or one abandoned in flight: it may be taken over), or its stored reply is the answer. A
 * different request under the key, or one still running, is refused (REUSED, IN_USE).
 */
function verdict(row: KeyRow | undefined, now: number, key: string, operationId: string, requestHash: string): 'free' | { status: number; body: string | null } {
  if (!row || row.expires_at.getTime() <= now || (row.state === 'IN_FLIGHT' && row.locked_until.getTime() <= now)) return 'free';
  if (row.operation_id !== operationId || row.request_hash !== requestHash) {
    throw errors.IDEMPOTENCY_KEY_REUSED('This Idempotency-Key was already used with a different request; send a new key for a new request, or repeat the first one exactly', { idempotencyKey: key });
  }
  if (row.state === 'IN_FLIGHT') {
    throw idempotencyKeyInUse('A request with this Idempotency-Key is still in progress; repeat it shortly with the same key, which answers its outcome', { idempotencyKey: key });
  }
  return { status: row.response_status!, body: row.response_body };
}

export class Idempotency {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly keyring: Keyring,
  ) {}

  /** The reply as stored: sealed when the operation hands out a secret (SEALED_REPLIES). */
  private stored(platformId: string, key: string, operationId: string, bodyText: string | null): string | null {
    if (bodyText === null || !SEALED_REPLIES.has(operationId)) return bodyText;
    return this.keyring.seal(bodyText, placeOf(IDEMPOTENT_REPLY, platformId, key));
  }

  /** A stored reply as sent; plain replies are JSON, which never looks sealed. */
  private replayed(platformId: string, key: string, found: { status: number; body: string | null }): { status: number; body: string | null } {
    if (found.body === null || !isSealed(found.body)) return found;
    return { status: found.status, body: this.keyring.openText(found.body, placeOf(IDEMPOTENT_REPLY, platformId, key)) };
  }

  async begin(platformId: string, key: string, operationId: string, requestHash: string): Promise<Begin> {
    assertKey(key);
    const now = this.clock.now();
    const owner = newId();
    const inserted = await this.db.query(
      `INSERT INTO idempotency_keys (platform_id, key, operation_id, request_hash, state, owner, locked_until, created_at, expires_at)
       VALUES ($1, $2, $3, $4, 'IN_FLIGHT', $5, $6, $7, $8) ON CONFLICT (platform_id, key) DO NOTHING RETURNING key`,
      [platformId, key, operationId, requestHash, owner, new Date(now.getTime() + CLAIM_MS), now, new Date(now.getTime() + KEEP_MS)],
    );
    if (inserted.length > 0) return { claim: { platformId, key, owner, operationId } };

    const rows = await this.db.query<KeyRow>(SELECT_KEY, [platformId, key]);
    const found = verdict(rows[0], now.getTime(), key, operationId, requestHash);
    if (found === 'free') {
      const taken = await this.db.query(
        `UPDATE idempotency_keys SET operation_id = $3, request_hash = $4, state = 'IN_FLIGHT', owner = $5, locked_until = $6,
           created_at = $7, expires_at = $8, response_status = NULL, response_body = NULL
         WHERE platform_id = $1 AND key = $2 AND (expires_at <= $7 OR (state = 'IN_FLIGHT' AND locked_until <= $7))
         RETURNING key`,
        [platformId, key, operationId, requestHash, owner, new Date(now.getTime() + CLAIM_MS), now, new Date(now.getTime() + KEEP_MS)],
      );
      if (taken.length > 0) return { claim: { platformId, key, owner, operationId } };
      return this.begin(platformId, key, operationId, requestHash);
    }
    return { replay: this.replayed(platformId, key, found) };
  }

  /**
   * Inside the operation's transaction: stores the reply, with the COMMIT (TxSql.atCommit), and
   * rolls everything back if the claim was lost meanwhile.
   */
  complete(tx: TxSql, claim: Claim, reply: Reply, bodyText: string | null): void {
    tx.atCommit(
      'SELECT idempotency_complete($1::uuid, $2::text, $3::uuid, $4::integer, $5::text)',
      [claim.platformId, claim.key, claim.owner, reply.status, this.stored(claim.platformId, claim.key, claim.operationId, bodyText)],
      { onError: (err) => refusalError(err) },
    );
  }

  /**
   * The optimistic way, for operations run with group commit: no claim of its own. The key is
   * read in the operation's transaction (the read travels with its first statements), and the
   * reply is recorded with its COMMIT by one plain INSERT, which a group's members share.
   * A concurrent request with the same key waits at that INSERT for the first one's COMMIT and
   * then fails on the primary key: its whole transaction rolls back and runs again, and then
   * finds the first one's reply (checkIn throws Replay).
   */
  lookupIn(tx: TxSql, platformId: string, key: string): Promise<KeyRow | undefined> {
    return tx.query<KeyRow>(SELECT_KEY, [platformId, key]).then((rows) => rows[0]);
  }

  /** What the row lookupIn found means for this request: go ahead (a Check), or throw Replay, REUSED or IN_USE. */
  checkIn(row: KeyRow | undefined, platformId: string, key: string, operationId: string, requestHash: string): Check {
    const found = verdict(row, this.clock.now().getTime(), key, operationId, requestHash);
    if (found === 'free') return { platformId, key, operationId, requestHash, replaces: row !== undefined };
    const replay = this.replayed(platformId, key, found);
    throw new Replay(replay.status, replay.body);
  }

  recordIn(tx: TxSql, check: Check, reply: Reply, bodyText: string | null): void {
    const now = this.clock.now();
    if (check.replaces) {
      tx.atCommit(
        `DELETE FROM idempotency_keys WHERE platform_id = $1 AND key = $2 AND (expires_at <= $3 OR (state = 'IN_FLIGHT' AND locked_until <= $3))`,
        [check.platformId, check.key, now],
      );
    }
    tx.insertAtCommit(
      RECORD,
      [
        check.platformId,
        check.key,
        check.operationId,
        check.requestHash,
        'DONE',
        newId(),
        reply.status,
        this.stored(check.platformId, check.key, check.operationId, bodyText),
        now,
        now,
        new Date(now.getTime() + KEEP_MS),
      ],
      {
        onError: (err) =>
          isUniqueViolation(err, 'idempotency_keys_pkey')
            ? Object.assign(new Error('A concurrent request with this Idempotency-Key committed first'), { code: SERIALIZATION_FAILURE })
            : undefined,
      },
    );
  }

  /** The operation failed: forget the claim so the client may retry with the same key. */
  async release(claim: Claim): Promise<void> {
    await this.db.query("DELETE FROM idempotency_keys WHERE platform_id = $1 AND key = $2 AND owner = $3 AND state = 'IN_FLIGHT'", [
      claim.platformId,
      claim.key,
      claim.owner,
    ]);
  }

  /** Expired keys (a day after their claim), a batch at a time along idempotency_keys_expiry. */
  async purgeExpired(): Promise<void> {
    await purgeWhere(this.db, EXPIRED_KEYS, [this.clock.now()]);
  }
}

/**
 * The idempotency reference for an order placed at an outside party while a keyed request runs:
 * the same platform, key and request always give the same reference, so an order the party
 * accepted just before a crash (nothing committed here, the key free again) is found again by
 * the client's retry instead of being placed twice. Another request under the key gives another.
 */
export function outsideReference(platformId: string, idempotency: { key: string; requestHash: string }): string {
  return `req_${sha256Hex(`${platformId}\n${idempotency.key}\n${idempotency.requestHash}`).slice(0, 40)}`;
}
