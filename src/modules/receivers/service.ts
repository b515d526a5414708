import type { Sql } from '../../db/driver.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { formatId, newId, parseId } from '../../ids.ts';
import type { FxSource } from '../../ports/fx-source.ts';
import type { UmaDirectory } from '../../ports/uma-directory.ts';
import { DEFAULT_UMA_DOMAIN, listCustomers, loadActiveCustomer, umaDomainOf } from '../customers/index.ts';
import { findAccount } from '../external-accounts/index.ts';
import { invert, toDisplayNumber } from '../../kernel/ratio.ts';
import { cachedRate, convert, presentCurrency } from '../fx/index.ts';
import { getSettings, umaDomainOfAnotherPlatform } from '../platforms/index.ts';
import { parseUmaAddress } from './uma-address.ts';

export interface SenderQuery {
  senderUmaAddress?: string;
  customerId?: string;
}

type PayerField = { name: string; mandatory: boolean };

/**
 * Estimates are quoted from USD, the currency platform fees are configured in; the quote itself
 * prices the real sending currency. The receivable range is $1 to $10,000 worth of the currency.
 */
const ESTIMATE_FROM = 'USD';
const MIN_USD_CENTS = 100n;
const MAX_USD_CENTS = 1_000_000n;

/** Who is sending: a UMA address, a customer of the platform, or (neither) the platform itself. */
async function checkSender(tx: Tx, q: SenderQuery): Promise<{ senderUma: string | null; customerUuid: string | null }> {
  if (q.senderUmaAddress && q.customerId) throw invalidInput([fieldError('customerId', 'exclusive', 'pass senderUmaAddress or customerId, not both')]);
  if (q.senderUmaAddress) {
    const sender = parseUmaAddress(q.senderUmaAddress);
    if (!sender) throw errors.INVALID_UMA_ADDRESS('senderUmaAddress must look like $user@domain.tld');
    return { senderUma: sender.address, customerUuid: null };
  }
  if (q.customerId) {
    const customer = await loadActiveCustomer(tx, tx.platformId, q.customerId);
    return { senderUma: null, customerUuid: customer.id };
  }
  return { senderUma: null, customerUuid: null };
}

/**
 * What a receiver can receive in `code` (minor units), with the estimated rate from USD; null
 * without a rate. Also the range a quote to a UMA address must deliver within.
 */
export async function receivableRange(tx: Tx, source: FxSource, code: string) {
  const cached = await cachedRate(tx, source, ESTIMATE_FROM, code);
  if (!cached) return null;
  const decimals = presentCurrency(code).decimals;
  const min = convert(MIN_USD_CENTS, cached.rate, 2, decimals);
  return { rate: cached.rate, min: min > 0n ? min : 1n, max: convert(MAX_USD_CENTS, cached.rate, 2, decimals) };
}

/** The receiver's currencies with an estimated rate each; currencies without a rate are left out. */
async function currencyPreferences(tx: Tx, source: FxSource, currencies: readonly string[]) {
  const out = [];
  for (const code of currencies) {
    const range = await receivableRange(tx, source, code);
    if (!range) continue;
    out.push({ currency: presentCurrency(code), estimatedExchangeRate: toDisplayNumber(invert(range.rate)), min: range.min, max: range.max });
  }
  return out;
}

async function record(
  tx: Tx,
  target: { receiverUma?: string; accountUuid?: string },
  sender: { senderUma: string | null; customerUuid: string | null },
  supportedCurrencies: unknown[],
  requiredPayerDataFields: PayerField[],
) {
  const id = newId();
  await tx.query(
    `INSERT INTO receiver_lookups (id, platform_id, receiver_uma_address, account_id, sender_uma_address, customer_id, supported_currencies, required_payer_fields, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)`,
    [id, tx.platformId, target.receiverUma ?? null, target.accountUuid ?? null, sender.senderUma, sender.customerUuid,
      JSON.stringify(supportedCurrencies, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)), JSON.stringify(requiredPayerDataFields), tx.now],
  );
  return formatId('Lookup', id);
}

/** Is `domain` the UMA domain of some platform of this deployment other than the caller? */
async function otherPlatformsDomain(sql: Sql, platformId: string, domain: string): Promise<boolean> {
  if (domain === DEFAULT_UMA_DOMAIN) return true;
  return umaDomainOfAnotherPlatform(sql, platformId, domain);
}

/**
 * Resolves a UMA receiver. An address at the platform's own UMA domain is one of its customers;
 * one at another platform's domain here is not visible (platforms are isolated tenants; the
 * sandbox does not route UMA between them); any other domain is asked of the UMA directory port.
 * Also used by quotes to UMA_ADDRESS destinations (customerId: set for one of the platform's customers).
 */
export async function resolveUma(
  tx: Tx,
  directory: UmaDirectory,
  user: string,
  domain: string,
  address: string,
): Promise<{ currencies: string[]; requiredPayerDataFields: PayerField[]; customerId?: string }> {
  const settings = await getSettings(tx, tx.platformId);
  if (domain === umaDomainOf(settings.umaDomain)) {
    const found = await listCustomers(tx, tx.platformId, { umaAddress: address }, { limit: 1 });
    const customer = found.data[0] as { id: string; currencies?: string[] } | undefined;
    if (!customer) throw errors.UMA_NOT_FOUND();
    const currencies = customer.currencies?.length ? customer.currencies : settings.supportedCurrencies.map((c) => c.currencyCode);
    return { currencies, requiredPayerDataFields: [] as PayerField[], customerId: customer.id };
  }
  if (await otherPlatformsDomain(tx, tx.platformId, domain)) throw errors.UMA_NOT_FOUND();
  const answer = await directory.ask(user, domain);
  switch (answer.outcome) {
    case 'NOT_FOUND':
      throw errors.UMA_NOT_FOUND();
    case 'FAILED':
      throw errors.LOOKUP_REQUEST_FAILED(`The UMA provider at ${domain} did not answer the lookup`);
    case 'REJECTED':
      throw errors.SENDER_NOT_ACCEPTED(`The UMA provider at ${domain} does not accept payments from this sender`);
  }
  return { currencies: answer.currencies, requiredPayerDataFields: answer.requiredPayerDataFields };
}

export async function lookupUma(tx: Tx, ports: { fxSource: FxSource; umaDirectory: UmaDirectory }, receiverText: string, q: SenderQuery) {
  const receiver = parseUmaAddress(receiverText);
  if (!receiver) throw errors.INVALID_UMA_ADDRESS('receiverUmaAddress must look like $user@domain.tld');
  const sender = await checkSender(tx, q);
  if (sender.senderUma === receiver.address) throw errors.SELF_PAYMENT();
  const found = await resolveUma(tx, ports.umaDirectory, receiver.user, receiver.domain, receiver.address);
  const supportedCurrencies = await currencyPreferences(tx, ports.fxSource, found.currencies);
  const lookupId = await record(tx, { receiverUma: receiver.address }, sender, supportedCurrencies, found.requiredPayerDataFields);
  return { lookupId, receiverUmaAddress: receiver.address, supportedCurrencies, requiredPayerDataFields: found.requiredPayerDataFields };
}

/** An external account (of a customer or of the platform) as the receiver: it holds one currency. */
export async function lookupExternalAccount(tx: Tx, source: FxSource, accountId: string, q: SenderQuery) {
  const account = await findAccount(tx, tx.platformId, accountId, 'customer');
  const sender = await checkSender(tx, q);
  const supportedCurrencies = await currencyPreferences(tx, source, [account.currency]);
  const lookupId = await record(tx, { accountUuid: account.id }, sender, supportedCurrencies, []);
  return { lookupId, accountId: formatId('ExternalAccount', account.id), supportedCurrencies, requiredPayerDataFields: [] };
}

export interface LookupRow {
  id: string;
  platform_id: string;
  receiver_uma_address: string | null;
  account_id: string | null;
  sender_uma_address: string | null;
  customer_id: string | null;
  required_payer_fields: PayerField[];
  created_at: Date;
}

/** For quotes: the lookup a quote names by lookupId, or 404 LOOKUP_REQUEST_NOT_FOUND. */
export async function findLookup(sql: Sql, platformId: string, lookupId: string): Promise<LookupRow> {
  const uuid = parseId('Lookup', lookupId);
  const rows = uuid ? await sql.query<LookupRow>('SELECT * FROM receiver_lookups WHERE id = $1 AND platform_id = $2', [uuid, platformId]) : [];
  if (rows.length === 0) throw errors.LOOKUP_REQUEST_NOT_FOUND();
  return rows[0];
}
