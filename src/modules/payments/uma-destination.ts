import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { newId, parseId } from '../../ids.ts';
import { findLookup, parseUmaAddress, receivableRange, resolveUma } from '../receivers/index.ts';
import { depositOf } from './incoming.ts';
import type { PaymentPorts } from './ports.ts';

/**
 * UMA_ADDRESS quote destinations (FACTS §6 QuoteRequest.destination). The address is resolved
 * exactly as GET /receiver/uma/{address} resolves it (src/modules/receivers/service.ts):
 * - one of the platform's own customers (its UMA domain): paid internally, into the account
 *   an incoming UMA payment to that customer would reach (incoming.ts depositOf: the default
 *   UMA deposit external account, else the customer's internal account in the currency);
 * - a counterparty of the sandbox directory: paid out through the sandbox rail like an
 *   external account (RAIL_CLEARING; the amount triggers of the rail apply).
 * The receiving currency is the given `currency`, which the receiver must accept (400
 * INVALID_CURRENCY), else the first currency the receiver lists. A counterparty's mandatory
 * payer data fields must be present in `senderCustomerInfo` (400 MISSING_MANDATORY_USER_INFO).
 * The quote must deliver within the receivable range the lookup advertises (`receivable`,
 * checked by createQuote once priced: 400 AMOUNT_OUT_OF_RANGE).
 */
export interface UmaDestinationInput {
  umaAddress?: string;
  currency?: string;
}

export interface ResolvedDestination {
  kind: 'INTERNAL' | 'EXTERNAL';
  /** The account credited (INTERNAL, or a customer's deposit external account); for a counterparty, the receiver lookup (or a fresh id naming this resolution). */
  uuid: string;
  currency: string;
  unverified: boolean;
  json: Record<string, unknown>;
  /** The receiving amounts the receiver accepts (UMA receivers; minor units). */
  receivable?: { min: bigint; max: bigint };
  /** The payout rail of an external account destination, and who chose it. */
  rail?: { name: string | null; mode: 'AUTO' | 'MANUAL' };
}

export async function umaDestinationOf(
  tx: Tx,
  ports: PaymentPorts,
  input: UmaDestinationInput,
  request: { lookupId?: string; senderCustomerInfo?: Record<string, unknown> },
): Promise<ResolvedDestination> {
  const address = parseUmaAddress(input.umaAddress ?? '');
  if (!address) throw errors.INVALID_UMA_ADDRESS('destination.umaAddress must look like $user@domain.tld');
  let lookupUuid: string | undefined;
  if (request.lookupId !== undefined) {
    const lookup = await findLookup(tx, tx.platformId, request.lookupId);
    if (lookup.receiver_uma_address !== address.address) {
      throw invalidInput([fieldError('lookupId', 'invalid', `the lookup was made for ${lookup.receiver_uma_address ?? 'an external account'}, not ${address.address}`)]);
    }
    lookupUuid = lookup.id;
  }
  const found = await resolveUma(tx, ports.umaDirectory, address.user, address.domain, address.address);
  const currency = input.currency ?? found.currencies[0];
  if (!currency || !found.currencies.includes(currency)) {
    throw errors.INVALID_CURRENCY(`${address.address} receives ${found.currencies.join(', ') || 'no currency'}`, { acceptedCurrencies: found.currencies });
  }
  const missing = found.requiredPayerDataFields
    .filter((f) => f.mandatory)
    .map((f) => f.name)
    .filter((name) => {
      const v = request.senderCustomerInfo?.[name];
      return v === undefined || v === null || v === '';
    });
  if (missing.length > 0) {
    throw errors.MISSING_MANDATORY_USER_INFO(`The receiver's provider requires ${missing.join(', ')} in senderCustomerInfo`, { missingFields: missing });
  }
  const json: Record<string, unknown> = { destinationType: 'UMA_ADDRESS', umaAddress: address.address };
  if (input.currency !== undefined) json.currency = input.currency;
  const range = await receivableRange(tx, ports.fxSource, currency);
  const receivable = range ? { min: range.min, max: range.max } : undefined;
  if (found.customerId) {
    const deposit = await depositOf(tx, parseId('Customer', found.customerId) as string, currency);
    return { kind: deposit.kind, uuid: deposit.id, currency, unverified: false, json, receivable };
  }
  return { kind: 'EXTERNAL', uuid: lookupUuid ?? newId(), currency, unverified: false, json, receivable };
}
