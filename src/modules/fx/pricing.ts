import type { Ratio } from '../../kernel/ratio.ts';

/**
 * Fees and amounts of a currency exchange, in integer minor units only.
 *
 * Fee formula (FACTS "feeConfigs"): every fixed fee is taken off the sending amount first, then
 * the variable rates apply to what is left:
 *   base             = sending − platformFixed − operatorFixed
 *   platformVariable = round(base × platformBps / 10000)
 *   operatorVariable = round(base × operatorBps / 10000)
 *   fees             = platformFixed + operatorFixed + platformVariable + operatorVariable
 *   net              = sending − fees        (what is converted)
 *   receiving        = floor(net × rate)     (in receiving minor units)
 *
 * Rounding, chosen and fixed here:
 * - each variable fee component is rounded on its own, half up, to the smallest unit
 *   (2.85¢ → 3¢, 2.5¢ → 3¢, 2.49¢ → 2¢);
 * - the converted amount is rounded down: the receiver never gets more than the net buys.
 *
 * Locked RECEIVING: the sending amount is the smallest one, searched from the analytic
 * estimate, whose SENDING-side pricing delivers at least the locked amount; the receiver gets
 * exactly the locked amount and the sub-unit rounding surplus stays with the service.
 */
export type LockedSide = 'SENDING' | 'RECEIVING';

/** A fee in the sending currency: a fixed part (minor units) and a rate in basis points. */
export interface FeeSchedule {
  fixed: bigint;
  variableBps: number;
}

export const NO_FEE: FeeSchedule = { fixed: 0n, variableBps: 0 };

export interface PricingInput {
  lockedSide: LockedSide;
  /** Minor units of the locked side's currency; positive. */
  lockedAmount: bigint;
  sendingDecimals: number;
  receivingDecimals: number;
  /** Receiving major units per one sending major unit. */
  rate: Ratio;
  platformFee: FeeSchedule;
  /** The service operator's own fee, if any; the sandbox charges none (its margin is the spread). */
  operatorFee?: FeeSchedule;
}

export interface FeeBreakdown {
  platformFixed: bigint;
  platformVariable: bigint;
  operatorFixed: bigint;
  operatorVariable: bigint;
  /** platformFixed + platformVariable */
  platform: bigint;
  /** Every fixed part. */
  fixed: bigint;
  total: bigint;
}

export interface Priced {
  sendingAmount: bigint;
  receivingAmount: bigint;
  fees: FeeBreakdown;
}

export class PricingError extends Error {
  constructor(
    readonly kind: 'AMOUNT_BELOW_FEES' | 'INVALID_AMOUNT' | 'FEES_TOO_HIGH',
    message: string,
  ) {
    super(message);
  }
}

const BPS = 10_000n;

/** Half-up rounding of a non-negative numerator / positive denominator. */
const roundHalfUp = (num: bigint, den: bigint) => (2n * num + den) / (2n * den);
const ceilDiv = (num: bigint, den: bigint) => (num + den - 1n) / den;

function checkSchedule(fee: FeeSchedule): void {
  if (fee.fixed < 0n || !Number.isInteger(fee.variableBps) || fee.variableBps < 0 || fee.variableBps > 10_000) {
    throw new PricingError('INVALID_AMOUNT', 'fees are non-negative and at most 10000 bps');
  }
}

/** Receiving minor units bought by `net` sending minor units (rounded down). */
export function convert(net: bigint, rate: Ratio, sendingDecimals: number, receivingDecimals: number): bigint {
  return (net * rate.num * 10n ** BigInt(receivingDecimals)) / (rate.den * 10n ** BigInt(sendingDecimals));
}

/** convert, rounded up: an amount measured against a limit never looks smaller than it is. */
export function convertUp(net: bigint, rate: Ratio, sendingDecimals: number, receivingDecimals: number): bigint {
  return ceilDiv(net * rate.num * 10n ** BigInt(receivingDecimals), rate.den * 10n ** BigInt(sendingDecimals));
}

/** Fees of a sending amount under the formula above. */
export function feesFor(sending: bigint, platform: FeeSchedule, operator: FeeSchedule = NO_FEE): FeeBreakdown {
  checkSchedule(platform);
  checkSchedule(operator);
  const fixed = platform.fixed + operator.fixed;
  const base = sending - fixed;
  if (base < 0n) throw new PricingError('AMOUNT_BELOW_FEES', `the amount does not cover the fixed fees of ${fixed}`);
  const platformVariable = roundHalfUp(base * BigInt(platform.variableBps), BPS);
  const operatorVariable = roundHalfUp(base * BigInt(operator.variableBps), BPS);
  return {
    platformFixed: platform.fixed,
    platformVariable,
    operatorFixed: operator.fixed,
    operatorVariable,
    platform: platform.fixed + platformVariable,
    fixed,
    total: fixed + platformVariable + operatorVariable,
  };
}

function priceSending(input: PricingInput, sending: bigint): Priced {
  const fees = feesFor(sending, input.platformFee, input.operatorFee);
  // Rates of 10000 bps each could make fees exceed the amount; nothing is left to convert then.
  const net = sending - fees.total;
  if (net < 0n) throw new PricingError('FEES_TOO_HIGH', 'the fees exceed the amount');
  return { sendingAmount: sending, receivingAmount: convert(net, input.rate, input.sendingDecimals, input.receivingDecimals), fees };
}

const delivers = (input: PricingInput, sending: bigint, wanted: bigint): boolean => {
  try {
    return priceSending(input, sending).receivingAmount >= wanted;
  } catch (err) {
    if (err instanceof PricingError && err.kind !== 'INVALID_AMOUNT') return false;
    throw err;
  }
};

function priceReceiving(input: PricingInput): Priced {
  const wanted = input.lockedAmount;
  const operator = input.operatorFee ?? NO_FEE;
  const totalBps = BigInt(input.platformFee.variableBps + operator.variableBps);
  if (totalBps >= BPS) throw new PricingError('FEES_TOO_HIGH', 'variable fees of 100% or more cannot deliver any amount');
  const { num, den } = input.rate;
  if (num === 0n) throw new PricingError('INVALID_AMOUNT', 'a zero rate cannot deliver any amount');
  // Net needed: the inverse conversion, rounded up. Then send = net / (1 − fee rate) + fixed.
  const net = ceilDiv(wanted * den * 10n ** BigInt(input.sendingDecimals), num * 10n ** BigInt(input.receivingDecimals));
  let sending = ceilDiv(net * BPS, BPS - totalBps) + input.platformFee.fixed + operator.fixed;
  // The estimate is within a few units; half-up fee rounding can move it either way.
  while (!delivers(input, sending, wanted)) sending += 1n;
  while (sending > 0n && delivers(input, sending - 1n, wanted)) sending -= 1n;
  const priced = priceSending(input, sending);
  return { ...priced, receivingAmount: wanted };
}

/** Prices one exchange; see the module comment for the formula and the rounding. */
export function price(input: PricingInput): Priced {
  if (input.lockedAmount <= 0n) throw new PricingError('INVALID_AMOUNT', 'the locked amount must be positive');
  return input.lockedSide === 'SENDING' ? priceSending(input, input.lockedAmount) : priceReceiving(input);
}

/** The shape of a platform fee configuration (PATCH /config `feeConfigs`). */
export interface FeeConfigLike {
  feeType: string;
  sourceCurrency: string;
  variableFeeBps: number;
  fixedFee: { amount: number | bigint; currency: string };
}

/**
 * The platform's standing fee for an exchange: only CROSS_CURRENCY_TRANSACTION configs apply,
 * only when the currencies differ and the sending currency is the config's source currency.
 */
export function platformFeeFor(configs: readonly FeeConfigLike[], sendingCurrency: string, receivingCurrency: string): FeeSchedule {
  if (sendingCurrency === receivingCurrency) return NO_FEE;
  const config = configs.find((c) => c.feeType === 'CROSS_CURRENCY_TRANSACTION' && c.sourceCurrency === sendingCurrency);
  if (!config) return NO_FEE;
  return { fixed: BigInt(config.fixedFee.amount), variableBps: config.variableFeeBps };
}
