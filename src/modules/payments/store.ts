import { insertInto, type Sql, type TxSql } from '../../db/driver.ts';
import { tenantIs } from '../../db/plans.ts';
import { next } from '../../kernel/state-machine.ts';
import { nextTransactionStatus, QUOTE, type QuoteAction, quoteMoveFor, type TransactionAction, type TransactionStatus } from './state.ts';

/** Rows of the payments tables; money columns come back as text and become bigint in present.ts. */
export interface QuoteRow {
  id: string;
  platform_id: string;
  status: 'PENDING' | 'PENDING_AUTHORIZATION' | 'PROCESSING' | 'COMPLETED' | 'FAILED';
  customer_id: string | null;
  source_account_id: string;
  destination_kind: 'INTERNAL' | 'EXTERNAL';
  destination_account_id: string;
  source: Record<string, unknown>;
  destination: Record<string, unknown>;
  sending_currency: string;
  receiving_currency: string;
  locked_side: 'SENDING' | 'RECEIVING';
  sending_amount: string;
  receiving_amount: string;
  fees: string;
  platform_fees: string;
  rate_num: string;
  rate_den: string;
  description: string | null;
  remittance_information: string | null;
  purpose_of_payment: string | null;
  transaction_id: string;
  /** Set when the source is an embedded wallet: what the end user's session signs to execute. */
  wallet_payload: string | null;
  payment_rail: string | null;
  rail_selection_mode: 'AUTO' | 'MANUAL' | null;
  /** The SCA factor the quote request asked for (scaFactor); null: the default. */
  sca_factor: 'SMS_OTP' | 'PASSKEY' | null;
  /** The agent that created the quote (its payment carries the agent's id); null for the platform's own. */
  agent_id: string | null;
  expires_at: Date;
  executed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface RefundInfo {
  reference: string;
  initiatedAt: string;
  settledAt?: string;
  status: 'PENDING' | 'COMPLETED' | 'FAILED';
  reason: 'TRANSACTION_FAILED' | 'USER_CANCELLATION';
}

export interface TransactionRow {
  id: string;
  platform_id: string;
  type: 'INCOMING' | 'OUTGOING';
  direction: 'CREDIT' | 'DEBIT';
  status: TransactionStatus;
  quote_id: string | null;
  customer_id: string | null;
  platform_customer_id: string | null;
  source: Record<string, unknown>;
  destination: Record<string, unknown>;
  source_account_id: string | null;
  destination_kind: 'INTERNAL' | 'EXTERNAL' | null;
  destination_account_id: string | null;
  sender_identifier: string | null;
  receiver_identifier: string | null;
  sent_amount: string | null;
  sent_currency: string | null;
  received_amount: string;
  received_currency: string;
  fees: string;
  platform_fees: string;
  rate_num: string | null;
  rate_den: string | null;
  hold_id: string | null;
  rail_outcome: string | null;
  failure_reason: string | null;
  refund: RefundInfo | null;
  reference: string;
  description: string | null;
  settled_at: Date | null;
  /** Set while an incoming payment awaits the platform's approval (it is auto-rejected then). */
  approval_deadline: Date | null;
  receipt_delivery_confirmed_at: Date | null;
  /** The payout rail and who chose it (outgoing payments to external accounts). */
  payment_rail: string | null;
  rail_selection_mode: 'AUTO' | 'MANUAL' | null;
  /** When the payout round should next look at it (submit, ask the rail); null: off the rail. */
  rail_step_at: Date | null;
  /** The rail's reference once it accepted the payout, when, and when it reported it settled. */
  rail_reference: string | null;
  rail_submitted_at: Date | null;
  rail_settled_at: Date | null;
  /** The agent that initiated the payment (the contract's agentId); null for the platform's own. */
  agent_id: string | null;
  created_at: Date;
  updated_at: Date;
}

type RailProgress = 'rail_step_at' | 'rail_reference' | 'rail_submitted_at' | 'rail_settled_at';

export type NewTransaction = Omit<
  TransactionRow,
  'settled_at' | 'updated_at' | 'failure_reason' | 'refund' | 'approval_deadline' | 'receipt_delivery_confirmed_at' | 'payment_rail' | 'rail_selection_mode' | 'agent_id' | RailProgress
> &
  Partial<Pick<TransactionRow, 'payment_rail' | 'rail_selection_mode' | 'rail_step_at' | 'agent_id'>>;

/** An incoming credit: no quote, no source account, no conversion, no fees. */
export function incomingCredit(
  row: Omit<NewTransaction, 'type' | 'direction' | 'quote_id' | 'source_account_id' | 'sent_amount' | 'sent_currency' | 'fees' | 'platform_fees' | 'rate_num' | 'rate_den' | 'hold_id' | 'rail_outcome'>,
): NewTransaction {
  return {
    type: 'INCOMING',
    direction: 'CREDIT',
    quote_id: null,
    source_account_id: null,
    sent_amount: null,
    sent_currency: null,
    fees: '0',
    platform_fees: '0',
    rate_num: null,
    rate_den: null,
    hold_id: null,
    rail_outcome: null,
    ...row,
  };
}

const COLUMNS = [
  'id', 'platform_id', 'type', 'direction', 'status', 'quote_id', 'customer_id', 'platform_customer_id', 'source', 'destination',
  'source_account_id', 'destination_kind', 'destination_account_id', 'sender_identifier', 'receiver_identifier', 'sent_amount',
  'sent_currency', 'received_amount', 'received_currency', 'fees', 'platform_fees', 'rate_num', 'rate_den', 'hold_id',
  'rail_outcome', 'reference', 'description', 'payment_rail', 'rail_selection_mode', 'rail_step_at', 'agent_id', 'created_at',
] as const;

// Built once: a statement's text is the key of its prepared statement, and a shape's identity
// the key of its multi-row INSERT at COMMIT; a string made afresh per call is hashed afresh per lookup.
const TRANSACTION_INSERT = insertInto('transactions', [...COLUMNS, 'updated_at']);
const TRANSACTION_INSERT_RETURNING = `${TRANSACTION_INSERT.text} RETURNING *`;

/** The JSON columns as JSON text (a jsonb column reads it); updated_at starts equal to created_at. */
function transactionValues(row: NewTransaction): unknown[] {
  const values: unknown[] = COLUMNS.map((c) => {
    const v = row[c] ?? null;
    return c === 'source' || c === 'destination' ? JSON.stringify(v) : v;
  });
  values.push(row.created_at);
  return values;
}

export async function insertTransaction(sql: Sql, row: NewTransaction): Promise<TransactionRow> {
  const rows = await sql.query<TransactionRow>(TRANSACTION_INSERT_RETURNING, transactionValues(row));
  return rows[0];
}

/**
 * Writes a new transaction with the COMMIT (TxSql.insertAtCommit) and returns the row as it will
 * read back. Only for a transaction nothing else in the same database transaction reads.
 */
export function recordTransaction(tx: TxSql, row: NewTransaction): TransactionRow {
  tx.insertAtCommit(TRANSACTION_INSERT, transactionValues(row));
  return {
    payment_rail: null,
    rail_selection_mode: null,
    rail_step_at: null,
    agent_id: null,
    ...row,
    rail_reference: null,
    rail_submitted_at: null,
    rail_settled_at: null,
    failure_reason: null,
    refund: null,
    settled_at: null,
    approval_deadline: null,
    receipt_delivery_confirmed_at: null,
    updated_at: row.created_at,
  };
}

const QUOTE_COLUMNS = [
  'id', 'platform_id', 'status', 'customer_id', 'source_account_id', 'destination_kind', 'destination_account_id', 'source', 'destination',
  'sending_currency', 'receiving_currency', 'locked_side', 'sending_amount', 'receiving_amount', 'fees', 'platform_fees', 'rate_num',
  'rate_den', 'description', 'remittance_information', 'purpose_of_payment', 'transaction_id', 'wallet_payload', 'payment_rail', 'rail_selection_mode', 'sca_factor', 'agent_id', 'expires_at', 'executed_at',
  'created_at', 'updated_at',
] as const satisfies readonly (keyof QuoteRow)[];

const QUOTE_INSERT = insertInto('quotes', QUOTE_COLUMNS);

/** Writes a new quote with the COMMIT (TxSql.insertAtCommit); the caller already holds the row. */
export function recordQuote(tx: TxSql, row: QuoteRow): void {
  const values = QUOTE_COLUMNS.map((c) => (c === 'source' || c === 'destination' ? JSON.stringify(row[c]) : row[c]));
  tx.insertAtCommit(QUOTE_INSERT, values);
}

export async function findTransaction(sql: Sql, platformId: string, uuid: string, lock = false): Promise<TransactionRow | undefined> {
  const rows = await sql.query<TransactionRow>(`SELECT * FROM transactions WHERE id = $1 AND platform_id = $2${lock ? ' FOR UPDATE' : ''}`, [uuid, platformId]);
  return rows[0];
}

export interface Move {
  failureReason?: string;
  refund?: RefundInfo;
  settledAt?: Date;
  /** When the payout round should look at it next (an authorized payment: now). */
  railStepAt?: Date;
}

/** Statuses after which a payment has nothing left to do on the rail. */
const OFF_RAIL = ['FAILED', 'REJECTED', 'EXPIRED'];

/**
 * Applies `action` of the transaction state machine (TRANSACTION) to the status `row` was read
 * in, conditionally: returns null when it was no longer there (a concurrent cancel or a replayed
 * job got there first). An action the machine refuses throws its error.
 */
export async function moveTransaction(sql: Sql, row: TransactionRow, action: TransactionAction, now: Date, change: Move = {}): Promise<TransactionRow | null> {
  const { platform_id: platformId, id, status: from } = row;
  const to = nextTransactionStatus(row.type, from, action);
  const rows = await sql.query<TransactionRow>(
    `UPDATE transactions SET status = $4, updated_at = $5,
       failure_reason = COALESCE($6, failure_reason), refund = COALESCE($7::jsonb, refund), settled_at = COALESCE($8, settled_at),
       rail_step_at = CASE WHEN $4 = ANY ($10::text[]) THEN NULL ELSE COALESCE($9, rail_step_at) END
     WHERE id = $1 AND platform_id = $2 AND status = $3 RETURNING *`,
    [id, platformId, from, to, now, change.failureReason ?? null, change.refund ? JSON.stringify(change.refund) : null, change.settledAt ?? null, change.railStepAt ?? null, OFF_RAIL],
  );
  const moved = rows[0] ?? null;
  const quoteMove = quoteMoveFor(action);
  if (moved?.quote_id && quoteMove) {
    await sql.query('UPDATE quotes SET status = $3, updated_at = $4 WHERE id = $1 AND platform_id = $2 AND status = ANY($5::text[])', [
      moved.quote_id,
      platformId,
      quoteMove.to,
      now,
      quoteMove.from,
    ]);
  }
  return moved;
}

/** One payment's steps in a payout round: its actions, in order, and what they change. */
export interface RoundMove {
  row: TransactionRow;
  actions: TransactionAction[];
  change: Omit<Move, 'railStepAt'> & { railStepAt: Date | null; railReference?: string; railSubmittedAt?: Date; railSettledAt?: Date };
}

const MOVE_ALL = `
  UPDATE transactions t SET status = u.status, updated_at = $2,
    failure_reason = COALESCE(u.failure_reason, t.failure_reason), refund = COALESCE(u.refund::jsonb, t.refund),
    settled_at = COALESCE(u.settled_at, t.settled_at), rail_step_at = u.step_at,
    rail_reference = COALESCE(u.reference, t.rail_reference), rail_submitted_at = COALESCE(u.submitted_at, t.rail_submitted_at),
    rail_settled_at = COALESCE(u.rail_settled_at, t.rail_settled_at)
  FROM unnest($3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[], $9::timestamptz[], $10::text[], $11::timestamptz[], $12::timestamptz[])
    AS u(id, from_status, status, failure_reason, refund, settled_at, step_at, reference, submitted_at, rail_settled_at)
  WHERE t.id = u.id AND t.id = ANY ($3::uuid[]) AND ${tenantIs('t.platform_id', '$1')} AND t.status = u.from_status`;

const QUOTES_FOLLOW = `
  UPDATE quotes q SET status = u.status, updated_at = $2
  FROM unnest($3::uuid[], $4::text[], $5::text[]) AS u(id, status, from_statuses)
  WHERE q.id = u.id AND q.id = ANY ($3::uuid[]) AND ${tenantIs('q.platform_id', '$1')} AND q.status = ANY (string_to_array(u.from_statuses, ','))`;

/**
 * The payout round's moves, each through the TRANSACTION machine (every action checked from
 * the status before it), written with COMMIT as one UPDATE of the transactions and one of
 * their quotes. The caller holds the rows' locks (its claim), so each conditional UPDATE finds
 * its row as read. Returns the rows as they will read.
 */
export function moveTransactionsAtCommit(tx: TxSql & { platformId: string }, moves: readonly RoundMove[], now: Date): TransactionRow[] {
  const after: TransactionRow[] = [];
  const quotes: { id: string; to: string; from: string[] }[] = [];
  for (const { row, actions, change } of moves) {
    let status = row.status;
    for (const action of actions) {
      status = nextTransactionStatus(row.type, status, action);
      const follows = quoteMoveFor(action);
      if (row.quote_id && follows) quotes.push({ id: row.quote_id, to: follows.to, from: follows.from });
    }
    after.push({
      ...row,
      status,
      updated_at: now,
      failure_reason: change.failureReason ?? row.failure_reason,
      refund: change.refund ?? row.refund,
      settled_at: change.settledAt ?? row.settled_at,
      rail_step_at: OFF_RAIL.includes(status) ? null : change.railStepAt,
      rail_reference: change.railReference ?? row.rail_reference,
      rail_submitted_at: change.railSubmittedAt ?? row.rail_submitted_at,
      rail_settled_at: change.railSettledAt ?? row.rail_settled_at,
    });
  }
  if (after.length > 0) {
    tx.atCommit(MOVE_ALL, [
      tx.platformId,
      now,
      after.map((r) => r.id),
      moves.map((m) => m.row.status),
      after.map((r) => r.status),
      after.map((r) => r.failure_reason),
      after.map((r) => (r.refund ? JSON.stringify(r.refund) : null)),
      after.map((r) => r.settled_at),
      after.map((r) => r.rail_step_at),
      after.map((r) => r.rail_reference),
      after.map((r) => r.rail_submitted_at),
      after.map((r) => r.rail_settled_at),
    ]);
  }
  // A quote follows its payment's last move (a payment dispatched and completed in one round: completed).
  const last = new Map(quotes.map((q) => [q.id, q]));
  if (last.size > 0) {
    const qs = [...last.values()];
    tx.atCommit(QUOTES_FOLLOW, [tx.platformId, now, qs.map((q) => q.id), qs.map((q) => q.to), qs.map((q) => q.from.join(','))]);
  }
  return after;
}

/**
 * Claims a PENDING, unexpired, never executed quote funded as `sourceType` says, with one
 * conditional UPDATE that stamps `executed_at`: of concurrent callers (the members of one
 * group-commit group included) at most one gets the row back. Its status is not written here:
 * the caller decides where the quote goes (execute, challenge, fund) and moves it with moveQuote.
 */
export async function claimPendingQuote(sql: Sql, platformId: string, uuid: string, sourceType: 'ACCOUNT' | 'REALTIME_FUNDING', now: Date): Promise<QuoteRow | undefined> {
  const rows = await sql.query<QuoteRow>(
    `UPDATE quotes SET executed_at = $3
     WHERE id = $1 AND platform_id = $2 AND status = 'PENDING' AND executed_at IS NULL AND expires_at > $3 AND source->>'sourceType' = $4 RETURNING *`,
    [uuid, platformId, now, sourceType],
  );
  return rows[0];
}

const MOVE_QUOTE = `UPDATE quotes SET status = $4, updated_at = $5, sca_factor = COALESCE($6, sca_factor)
  WHERE id = $1 AND platform_id = $2 AND status = $3`;

/**
 * The one writer of a quote's status after its creation (besides the payout round's
 * moveTransactionsAtCommit, which follows its payments): `action` of the QUOTE machine from the
 * status `quote` was read in, written with COMMIT. The caller holds the quote (claimed or locked).
 */
export function moveQuote(tx: TxSql, quote: QuoteRow, action: QuoteAction, now: Date, change: { scaFactor?: QuoteRow['sca_factor'] } = {}): QuoteRow {
  const status = next(QUOTE, quote.status, action) as QuoteRow['status'];
  tx.atCommit(MOVE_QUOTE, [quote.id, quote.platform_id, quote.status, status, now, change.scaFactor ?? null]);
  return { ...quote, status, updated_at: now, sca_factor: change.scaFactor ?? quote.sca_factor };
}

export async function findQuote(sql: Sql, platformId: string, uuid: string, lock = false): Promise<QuoteRow | undefined> {
  const rows = await sql.query<QuoteRow>(`SELECT * FROM quotes WHERE id = $1 AND platform_id = $2${lock ? ' FOR UPDATE' : ''}`, [uuid, platformId]);
  return rows[0];
}
