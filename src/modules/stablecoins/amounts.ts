import { errors, fieldError, invalidInput } from '../../http/errors.ts';

/** The ledger keeps amounts in bigint columns' range: nothing above 2^63 - 1 is accepted. */
export const MAX_AMOUNT = 2n ** 63n - 1n;

/**
 * The request's `amount` (digits, the token's smallest unit) as bigint, and its value in the
 * base currency's minor units (cents). 400 INVALID_INPUT naming `amount` for zero or a value
 * beyond 2^63 - 1; 400 STABLECOIN_AMOUNT_NOT_REPRESENTABLE when it is not a whole cent for the
 * token's decimals (FACTS 2.3: "must convert to a whole fiat cent").
 */
export function amountsOf(text: string, decimals: number, fiatDecimals = 2): { amount: bigint; fiat: bigint } {
  // The contract's pattern holds it to digits; BigInt of up to 78 digits is exact.
  const amount = BigInt(text);
  if (amount === 0n) throw invalidInput([fieldError('amount', 'minimum', 'send an amount of at least 1, in the token\'s smallest unit')]);
  if (amount > MAX_AMOUNT) {
    throw invalidInput([fieldError('amount', 'maximum', `send an amount of at most ${MAX_AMOUNT} (2^63 - 1), in the token's smallest unit`)]);
  }
  if (decimals <= fiatDecimals) {
    const fiat = amount * 10n ** BigInt(fiatDecimals - decimals);
    if (fiat > MAX_AMOUNT) throw invalidInput([fieldError('amount', 'maximum', `send an amount worth at most ${MAX_AMOUNT} minor units of the base currency`)]);
    return { amount, fiat };
  }
  const per = 10n ** BigInt(decimals - fiatDecimals);
  if (amount % per !== 0n) {
    throw errors.STABLECOIN_AMOUNT_NOT_REPRESENTABLE(
      `The token has ${decimals} decimals, so an amount must be a multiple of ${per} (one cent); ${text} is not. Send ${(amount / per) * per} or ${(amount / per + 1n) * per}`,
      { errors: [fieldError('amount', 'multipleOf', `send a multiple of ${per}`)] },
    );
  }
  return { amount, fiat: amount / per };
}
