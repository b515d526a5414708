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
import { SANDBOX_USD_PRICES } from '../../sandbox/fx-source.ts';
import { NETWORK_FEES, WITHDRAWAL_FEE_BPS } from '../../sandbox/network-fees.ts';
import { getInternalAccount } from '../accounts/service.ts';
import { presentCurrency } from '../fx/currencies.ts';
import { divide, parseDecimal } from '../fx/ratio.ts';

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

const ceilDiv = (num: bigint, den: bigint) => (num + den - 1n) / den;

/**
 * The fee of withdrawing `amount` of an internal account's crypto currency to an address:
 *   networkFee      the network's fee, in its fee asset (not addable to the others)
 *   applicationFee  WITHDRAWAL_FEE_BPS of the amount, half up, in the withdrawn currency
 *   totalFee        networkFee converted at mid-market (rounded up: never understated) + applicationFee
 *   netAmount       amount − totalFee, what the destination receives
 */
export async function estimateWithdrawalFee(sql: Sql, platformId: string, input: WithdrawalFeeInput) {
  const network = NETWORK_FEES[input.cryptoNetwork];
  if (!network) throw invalidInput([fieldError('cryptoNetwork', 'oneOf', `one of ${Object.keys(NETWORK_FEES).join(', ')}`)]);
  const account = await getInternalAccount(sql, platformId, input.internalAccountId);
  const held = (account.balance as { currency: { code: string } }).currency.code;
  if (held !== input.currency) throw errors.INVALID_CURRENCY(`The account holds ${held}, not ${input.currency}`);
  if (!network.currencies.includes(input.currency)) throw errors.INVALID_CURRENCY(`${input.currency} cannot be withdrawn on ${input.cryptoNetwork}`);
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw errors.INVALID_AMOUNT('amount must be a positive integer in the smallest unit');
  const address = ADDRESS_CHECKS[input.cryptoNetwork](input.destinationAddress);
  if (!address.ok) throw invalidInput([fieldError('destinationAddress', address.constraint, `not a ${input.cryptoNetwork} address: ${address.message}`)]);
  const currencyUsd = SANDBOX_USD_PRICES[input.currency];
  if (currencyUsd === undefined) throw errors.QUOTE_RATE_UNAVAILABLE(`No price for ${input.currency}`);
  const rate = divide(parseDecimal(network.assetUsdPrice), parseDecimal(currencyUsd)); // currency units per asset unit
  const decimals = presentCurrency(input.currency).decimals;
  const networkFeeInCurrency = ceilDiv(network.fee * rate.num * 10n ** BigInt(decimals), rate.den * 10n ** BigInt(network.assetDecimals));
  const amount = BigInt(input.amount);
  const applicationFee = (2n * amount * BigInt(WITHDRAWAL_FEE_BPS) + 10_000n) / 20_000n;
  const totalFee = networkFeeInCurrency + applicationFee;
  if (totalFee >= amount) throw errors.INVALID_AMOUNT(`The amount does not cover the fees of ${totalFee}`);
  return { networkFee: network.fee, networkFeeAsset: network.asset, applicationFee, totalFee, netAmount: amount - totalFee };
}
