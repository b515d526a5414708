import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Sql } from '../../db/driver.ts';
import {
  type FormatCheck,
  validateBitcoinAddress,
  validateBolt11Invoice,
  validateEvmAddress,
  validateLightningAddress,
  validateSolanaAddress,
  validateSparkAddress,
  validateTronAddress,
} from '../../formats/index.ts';
import type { Clock } from '../../ports/clock.ts';
import type { FxSource } from '../../ports/fx-source.ts';
import type { NetworkFees } from '../../ports/network-fees.ts';
import { getInternalAccount } from '../accounts/index.ts';
import { multiply, parseDecimal } from '../../kernel/ratio.ts';
import { presentCurrency } from '../fx/index.ts';

export interface WithdrawalFeeInput {
  internalAccountId: string;
  currency: string;
  cryptoNetwork: string;
  amount: number;
  destinationAddress: string;
}

/** A destination must be an address of the chosen network. */
const ADDRESS_CHECKS: Readonly<Record<string, (text: string) => FormatCheck>> = {
  SOLANA: validateSolanaAddress,
  ETHEREUM: (t) => validateEvmAddress(t),
  BASE: (t) => validateEvmAddress(t),
  POLYGON: (t) => validateEvmAddress(t),
  TRON: validateTronAddress,
  BITCOIN: (t) => validateBitcoinAddress(t),
  SPARK: (t) => validateSparkAddress(t),
  LIGHTNING: (t) => (t.includes('@') ? validateLightningAddress(t) : validateBolt11Invoice(t)),
};

/** The service's own withdrawal fee: 10 bps of the amount, rounded half up. */
export const WITHDRAWAL_FEE_BPS = 10;

const ceilDiv = (num: bigint, den: bigint) => (num + den - 1n) / den;

/**
 * The fee of withdrawing `amount` of an internal account's crypto currency to an address:
 *   networkFee      the network's fee, in its fee asset (not addable to the others)
 *   applicationFee  WITHDRAWAL_FEE_BPS of the amount, half up, in the withdrawn currency
 *   totalFee        networkFee converted at mid-market (rounded up: never understated) + applicationFee;
 *                   the fee asset's dollar price is the network fee source's, the currency's the FxSource's
 *   netAmount       amount − totalFee, what the destination receives
 * Operation `estimateCryptoWithdrawalFee`.
 */
export async function estimateWithdrawalFee(
  ports: { db: Sql; clock: Clock; fxSource: FxSource; networkFees: NetworkFees },
  platformId: string,
  input: WithdrawalFeeInput,
) {
  const sql = ports.db;
  // A network the fee source offers but whose addresses this service cannot check is refused like an unknown one.
  const network = Object.hasOwn(ADDRESS_CHECKS, input.cryptoNetwork) ? await ports.networkFees.fee(input.cryptoNetwork) : null;
  if (!network) {
    const offered = ports.networkFees.networks().filter((n) => Object.hasOwn(ADDRESS_CHECKS, n));
    throw invalidInput([fieldError('cryptoNetwork', 'oneOf', `one of ${offered.join(', ')}`)]);
  }
  const account = await getInternalAccount(sql, platformId, input.internalAccountId);
  const held = (account.balance as { currency: { code: string } }).currency.code;
  if (held !== input.currency) throw errors.INVALID_CURRENCY(`The account holds ${held}, not ${input.currency}`);
  if (!network.currencies.includes(input.currency)) throw errors.INVALID_CURRENCY(`${input.currency} cannot be withdrawn on ${input.cryptoNetwork}`);
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw errors.INVALID_AMOUNT('amount must be a positive integer in the smallest unit');
  const address = ADDRESS_CHECKS[input.cryptoNetwork](input.destinationAddress);
  if (!address.ok) throw invalidInput([fieldError('destinationAddress', address.constraint, `not a ${input.cryptoNetwork} address: ${address.message}`)]);
  // Mid-market: the fee is what the network charges, with no spread of ours on top.
  const perUsd = await ports.fxSource.rate('USD', input.currency, ports.clock.now());
  if (!perUsd) throw errors.QUOTE_RATE_UNAVAILABLE(`No price for ${input.currency}`);
  const rate = multiply(parseDecimal(network.assetUsdPrice), perUsd.midRate); // currency units per asset unit
  const decimals = presentCurrency(input.currency).decimals;
  const networkFeeInCurrency = ceilDiv(network.fee * rate.num * 10n ** BigInt(decimals), rate.den * 10n ** BigInt(network.assetDecimals));
  const amount = BigInt(input.amount);
  const applicationFee = (2n * amount * BigInt(WITHDRAWAL_FEE_BPS) + 10_000n) / 20_000n;
  const totalFee = networkFeeInCurrency + applicationFee;
  if (totalFee >= amount) throw errors.INVALID_AMOUNT(`The amount does not cover the fees of ${totalFee}`);
  return { networkFee: network.fee, networkFeeAsset: network.asset, applicationFee, totalFee, netAmount: amount - totalFee };
}
