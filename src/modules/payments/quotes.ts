import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId, newId, parseId } from '../../ids.ts';
import type { Sql } from '../../db/driver.ts';
import { type AccountInfo, findAccount, payableRow, paymentRails } from '../external-accounts/index.ts';
import { type Ratio, ratio } from '../../kernel/ratio.ts';
import { type FeeSchedule, platformFeeFor, presentCurrency, price, PricingError } from '../fx/index.ts';
import { getSettings, type PlatformSettings } from '../platforms/index.ts';
import { findInternal, platformAccountIn } from '../accounts/index.ts';
import { openChallenge, presentChallenge } from '../sca-operations/index.ts';
import { awaitAuthorization, HELD, type Notify, scaGate } from './authorization.ts';
import { executeClaimed, loadSourceAccount, type SourceAccountRow } from './execute.ts';
import { askedFactor } from './execute-quote.ts';
import { assertSize, inMinor, UNVERIFIED_DESTINATION_MAX_MAJOR } from './limits.ts';
import { assertTermsAccepted, assertTermsOnFile } from './owners.ts';
import type { PaymentPorts } from './ports.ts';
import { presentQuote } from './present.ts';
import { openFundingAccount, type RealtimeSourceInput, realtimeSourceOf } from './realtime-funding.ts';
import { findQuote, type QuoteRow, recordQuote } from './store.ts';
import { type ResolvedDestination, type UmaDestinationInput, umaDestinationOf } from './uma-destination.ts';

/** How long a quote can be executed (FACTS "Expiry windows": 1–15 minutes; the sandbox uses 5). */
export const QUOTE_TTL_MS = 5 * 60_000;

export interface QuoteInput {
  source: { sourceType: string; accountId?: string; customerId?: string } & RealtimeSourceInput;
  destination: { destinationType: string; accountId?: string; paymentRail?: string } & UmaDestinationInput;
  lookupId?: string;
  senderCustomerInfo?: Record<string, unknown>;
  lockedCurrencySide: 'SENDING' | 'RECEIVING';
  lockedCurrencyAmount: number | bigint;
  immediatelyExecute?: boolean;
  description?: string;
  remittanceInformation?: string;
  purposeOfPayment?: string;
  platformFeeOverride?: { platformFixedFee: { amount: number | bigint; currency: string }; platformVariableFeeBps: number };
  scaFactor?: string;
}

/** `unverified`: an external account awaiting ownership verification, payable only up to the threshold. */
type Destination = ResolvedDestination;

interface Source {
  id: string;
  customerId: string | null;
  currency: string;
  json: Record<string, unknown>;
  /** REALTIME_FUNDING: `id` is the quote's funding ledger account, opened with the quote. */
  realtime: boolean;
  /** ACCOUNT: the source account as read, handed to execution so it is not read twice. */
  row?: SourceAccountRow;
}

async function sourceOf(tx: Tx, request: QuoteInput): Promise<Source> {
  const input = request.source;
  if (input.sourceType === 'REALTIME_FUNDING') return { ...(await realtimeSourceOf(tx, input, request.immediatelyExecute)), realtime: true };
  const uuid = parseId('InternalAccount', input.accountId ?? '');
  const row = uuid ? await loadSourceAccount(tx, uuid) : undefined;
  if (!row) throw errors.ACCOUNT_NOT_FOUND('The source internal account does not exist');
  const customerId = row.customer_id;
  if (input.customerId !== undefined && input.customerId !== (customerId ? formatId('Customer', customerId) : undefined)) {
    throw invalidInput([fieldError('source.customerId', 'match', 'customerId is not the owner of the source account')]);
  }
  if (row.status !== 'ACTIVE') throw errors.CONFLICT(`The source account is ${row.status}`);
  const json = { sourceType: 'ACCOUNT', accountId: formatId('InternalAccount', row.id), ...(customerId ? { customerId: formatId('Customer', customerId) } : {}) };
  return { id: row.id, customerId, currency: row.currency, json, realtime: false, row };
}

async function destinationOf(tx: Tx, ports: PaymentPorts, request: QuoteInput): Promise<Destination> {
  const input = request.destination;
  if (input.destinationType === 'UMA_ADDRESS') return umaDestinationOf(tx, ports, input, request);
  const id = input.accountId ?? '';
  const json = { destinationType: 'ACCOUNT', accountId: id };
  if (id.startsWith('ExternalAccount:')) {
    const row = await findAccount(tx, tx.platformId, id, 'customer');
    const unverified = row.status === 'PENDING_OWNERSHIP_VERIFICATION' || row.status === 'UNVERIFIED';
    // Below the threshold an unverified wallet may still be paid (FACTS §5); every other
    // state is the external-accounts module's call.
    if (!unverified) payableRow(row, tx.now);
    const rail = railOf(row.account_info, input.paymentRail);
    const shown = { ...json, accountId: formatId('ExternalAccount', row.id), ...(input.paymentRail ? { paymentRail: input.paymentRail } : {}) };
    return { kind: 'EXTERNAL', uuid: row.id, currency: row.currency, unverified, json: shown, rail };
  }
  if (input.paymentRail !== undefined) {
    throw invalidInput([fieldError('destination.paymentRail', 'invalid', 'a transfer between internal accounts moves on the ledger; paymentRail applies to external accounts')]);
  }
  const uuid = parseId('InternalAccount', id);
  const account = uuid ? await findInternal(tx, tx.platformId, uuid) : undefined;
  if (!account) throw errors.ACCOUNT_NOT_FOUND('The destination account does not exist');
  if (account.status !== 'ACTIVE') throw errors.CONFLICT(`The destination account is ${account.status}`);
  return { kind: 'INTERNAL', uuid: account.id, currency: account.currency, unverified: false, json: { ...json, accountId: formatId('InternalAccount', account.id) } };
}

/**
 * The rail a payout to an external account travels on: the one the client asked for, which
 * must be one of the account's rails (its `accountInfo.paymentRails`), or else the account's
 * first rail. Wallets have no rail (null).
 */
function railOf(info: AccountInfo, asked: string | undefined): { name: string | null; mode: 'AUTO' | 'MANUAL' } {
  const rails = paymentRails(info) ?? [];
  if (asked === undefined) return { name: rails[0] ?? null, mode: 'AUTO' };
  if (!rails.includes(asked)) {
    const offered = rails.length > 0 ? `this account is paid by ${rails.join(', ')}` : 'this account is not paid over a bank rail';
    throw invalidInput([fieldError('destination.paymentRail', 'enum', `${asked} is not available: ${offered}`)]);
  }
  return { name: asked, mode: 'MANUAL' };
}

function feeSchedule(input: QuoteInput, configs: Parameters<typeof platformFeeFor>[0], sending: string, receiving: string): FeeSchedule {
  const o = input.platformFeeOverride;
  if (!o) return platformFeeFor(configs, sending, receiving);
  const problems = [];
  if (sending !== 'USD') problems.push(fieldError('platformFeeOverride', 'sourceCurrency', 'a fee override is only possible when sending USD'));
  if (o.platformFixedFee.currency !== sending) problems.push(fieldError('platformFeeOverride.platformFixedFee.currency', 'const', `the fixed fee must be in ${sending}`));
  if (BigInt(o.platformFixedFee.amount) < 0n) problems.push(fieldError('platformFeeOverride.platformFixedFee.amount', 'minimum', 'the fixed fee cannot be negative'));
  if (problems.length > 0) throw invalidInput(problems);
  // The override replaces the standing configuration; it never adds to it. The contract bounds bps to 10000, so Number is exact.
  return { fixed: BigInt(o.platformFixedFee.amount), variableBps: Number(o.platformVariableFeeBps) };
}

async function rateFor(ports: PaymentPorts, sending: string, receiving: string, now: Date): Promise<Ratio> {
  if (sending === receiving) return ratio(1n, 1n);
  const fx = await ports.fxSource.rate(sending, receiving, now);
  if (!fx || fx.rate.num === 0n) throw errors.QUOTE_RATE_UNAVAILABLE(`No rate is available from ${sending} to ${receiving} now; GET /exchange-rates without destinationCurrency lists the currencies that have one`);
  return fx.rate;
}

export function assertRange(amount: bigint, currency: string, configs: { currencyCode: string; minAmount: number; maxAmount: number }[]) {
  const c = configs.find((x) => x.currencyCode === currency);
  if (!c) throw errors.INVALID_CURRENCY(`${currency} is not enabled for this platform`);
  if (amount < BigInt(c.minAmount) || amount > BigInt(c.maxAmount)) {
    throw errors.AMOUNT_OUT_OF_RANGE(`The amount must be between ${c.minAmount} and ${c.maxAmount} ${currency} minor units`, {
      minAmount: c.minAmount,
      maxAmount: c.maxAmount,
    });
  }
}

/**
 * Creates a quote; `transaction` is the payment it started when it executed at once.
 * `known` is the platform's configuration when the caller already has it (the request path
 * passes the cached copy, sparing a read inside the transaction). Executed at once for an SCA
 * customer, it may need per-transaction authorization: then 202 PENDING_AUTHORIZATION with its
 * scaChallenge, whose code `notify` sends after the commit (authorization.ts). `agentId`: the
 * agent creating it (agent-actions), whose id its payment carries.
 */
export async function createQuote(
  tx: Tx,
  ports: PaymentPorts,
  input: QuoteInput,
  known: PlatformSettings | undefined,
  notify: Notify,
  agentId: string | null = null,
): Promise<{ status: number; body: Record<string, unknown>; transaction?: Record<string, unknown> }> {
  const scaFactor = askedFactor(input.scaFactor);
  // Both ends are read at once (their statements travel in one message); their errors keep
  // this order: the source's, the end-user terms, the destination's.
  const [from, to] = await Promise.allSettled([sourceOf(tx, input), destinationOf(tx, ports, input)]);
  if (from.status === 'rejected') throw from.reason;
  const source = from.value;
  const settings = known ?? (await getSettings(tx, tx.platformId));
  if (source.row) assertTermsOnFile(source.customerId, source.row.terms_on_file === true, settings);
  else await assertTermsAccepted(tx, tx.platformId, source.customerId, settings);
  if (to.status === 'rejected') throw to.reason;
  const dest = to.value;
  if (dest.kind === 'INTERNAL' && dest.uuid === source.id) throw errors.SELF_PAYMENT('The source and destination are the same account');

  const enabled = new Set(settings.supportedCurrencies.map((c) => c.currencyCode));
  for (const c of [source.currency, dest.currency]) {
    if (!enabled.has(c)) throw errors.INVALID_CURRENCY(`${c} is not enabled for this platform; add it to supportedCurrencies with PATCH /config`);
  }

  const rate = await rateFor(ports, source.currency, dest.currency, tx.now);
  let priced: ReturnType<typeof price>;
  try {
    priced = price({
      lockedSide: input.lockedCurrencySide,
      lockedAmount: BigInt(input.lockedCurrencyAmount),
      sendingDecimals: presentCurrency(source.currency).decimals,
      receivingDecimals: presentCurrency(dest.currency).decimals,
      rate,
      platformFee: feeSchedule(input, settings.feeConfigs, source.currency, dest.currency),
    });
  } catch (err) {
    if (err instanceof PricingError) throw errors.INVALID_AMOUNT(err.message);
    throw err;
  }
  if (priced.receivingAmount <= 0n) throw errors.INVALID_AMOUNT('The amount is too small to deliver anything after fees and conversion');
  assertRange(priced.sendingAmount, source.currency, settings.supportedCurrencies);
  assertSize(priced.sendingAmount, source.currency);
  const r = dest.receivable;
  if (r && (priced.receivingAmount < r.min || priced.receivingAmount > r.max)) {
    throw errors.AMOUNT_OUT_OF_RANGE(`The receiver accepts between ${r.min} and ${r.max} ${dest.currency} minor units`, { minAmount: r.min, maxAmount: r.max });
  }
  if (dest.unverified && priced.receivingAmount > inMinor(UNVERIFIED_DESTINATION_MAX_MAJOR, dest.currency)) {
    throw errors.EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED(
      `The destination must complete ownership verification to receive more than ${UNVERIFIED_DESTINATION_MAX_MAJOR} ${dest.currency}`,
    );
  }
  if (priced.fees.platform > 0n && !(await platformAccountIn(tx, tx.platformId, source.currency))) {
    throw errors.INVALID_CURRENCY(`The platform has no ${source.currency} internal account to receive its fee`);
  }

  if (source.realtime) await openFundingAccount(tx, source);

  const quote: QuoteRow = {
    id: newId(),
    platform_id: tx.platformId,
    // Executed at once: the quote is born claimed, so no other call can execute it.
    status: input.immediatelyExecute ? 'PROCESSING' : 'PENDING',
    customer_id: source.customerId,
    source_account_id: source.id,
    destination_kind: dest.kind,
    destination_account_id: dest.uuid,
    source: source.json,
    destination: dest.json,
    sending_currency: source.currency,
    receiving_currency: dest.currency,
    locked_side: input.lockedCurrencySide,
    sending_amount: priced.sendingAmount.toString(),
    receiving_amount: priced.receivingAmount.toString(),
    fees: priced.fees.total.toString(),
    platform_fees: priced.fees.platform.toString(),
    rate_num: rate.num.toString(),
    rate_den: rate.den.toString(),
    description: input.description ?? null,
    remittance_information: input.remittanceInformation ?? null,
    purpose_of_payment: input.purposeOfPayment ?? null,
    transaction_id: newId(),
    wallet_payload: null,
    payment_rail: dest.rail?.name ?? null,
    rail_selection_mode: dest.rail?.mode ?? null,
    sca_factor: scaFactor ?? null,
    agent_id: agentId,
    expires_at: new Date(tx.now.getTime() + QUOTE_TTL_MS),
    executed_at: input.immediatelyExecute ? tx.now : null,
    created_at: tx.now,
    updated_at: tx.now,
  };
  if (source.row?.type === 'EMBEDDED_WALLET') {
    if (input.immediatelyExecute) {
      throw invalidInput([fieldError('immediatelyExecute', 'invalid', 'a payment from an embedded wallet executes with the end user\'s wallet signature: create the quote, then execute it signed')]);
    }
    quote.wallet_payload = walletPayload(quote);
  }
  const challenges = input.immediatelyExecute && source.row ? await scaGate(tx, quote, source.row) : [];
  if (challenges.length > 0 && source.row) {
    quote.status = HELD;
    recordQuote(tx, quote);
    const held = await awaitAuthorization(tx, quote, source.row, challenges[0], notify);
    return { status: 202, body: held.quote, transaction: held.transaction };
  }
  recordQuote(tx, quote);
  if (input.immediatelyExecute) {
    const executed = await executeClaimed(tx, quote, source.row);
    return { status: 201, body: executed.quote, transaction: executed.transaction };
  }
  return { status: 201, body: presentQuote(quote, tx.now) };
}

/**
 * What the end user's wallet session signs to pay a quote from an embedded wallet: the
 * activity with every figure the payment is bound to, so a signature authorizes exactly this
 * payment and nothing else (its quote id makes it single-use).
 */
function walletPayload(q: QuoteRow): string {
  return JSON.stringify({
    type: 'ACTIVITY_TYPE_SIGN_TRANSACTION_V2',
    organizationId: formatId('Platform', q.platform_id),
    timestampMs: String(q.created_at.getTime()),
    parameters: {
      quoteId: formatId('Quote', q.id),
      transactionId: formatId('Transaction', q.transaction_id),
      walletId: formatId('InternalAccount', q.source_account_id),
      destination: q.destination,
      sendingAmount: q.sending_amount,
      sendingCurrency: q.sending_currency,
      receivingAmount: q.receiving_amount,
      receivingCurrency: q.receiving_currency,
      expiresAt: q.expires_at.toISOString(),
    },
  });
}

/** Operation `getQuoteById`. */
export async function getQuote(sql: Sql, platformId: string, publicId: string, now: Date): Promise<Record<string, unknown>> {
  const uuid = parseId('Quote', publicId);
  const row = uuid ? await findQuote(sql, platformId, uuid) : undefined;
  if (!row) throw errors.QUOTE_NOT_FOUND();
  const open = row.status === 'PENDING_AUTHORIZATION' ? await openChallenge(sql, platformId, { kind: 'QUOTE', id: row.id }) : undefined;
  return presentQuote(row, now, open && presentChallenge(open));
}
