import { errors } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import { parseId } from '../../ids.ts';
import { fundQuote } from './realtime-funding.ts';
import { findQuote } from './store.ts';

export interface SandboxSendInput {
  quoteId: string;
  currencyCode: string;
  currencyAmount?: number | bigint;
}

/**
 * POST /sandbox/send: the sandbox's payer sends the money a REALTIME_FUNDING quote asks for,
 * with the quote's reference, as an instant rail would deliver it. `currencyAmount` defaults to
 * the quote's sending amount. The rules for the deposit are fundQuote's (realtime-funding.ts).
 * Answers the OUTGOING transaction the deposit started (PENDING until the settlement round takes it).
 */
export async function sandboxSend(tx: Tx, input: SandboxSendInput): Promise<Record<string, unknown>> {
  const uuid = parseId('Quote', input.quoteId);
  const quote = uuid ? await findQuote(tx, tx.platformId, uuid) : undefined;
  if (!quote) throw errors.QUOTE_NOT_FOUND();
  const amount = input.currencyAmount === undefined ? BigInt(quote.sending_amount) : BigInt(input.currencyAmount);
  return fundQuote(tx, quote, { currency: input.currencyCode, amount });
}
