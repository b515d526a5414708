/**
 * What a crypto network charges to carry a withdrawal, for the fee estimate of
 * POST /crypto/estimate-withdrawal-fee. The sandbox's are fixed (src/sandbox/network-fees.ts);
 * a live implementation asks the custody provider or the chain for the current fee and prices
 * the fee asset from its own feed.
 */
export interface NetworkFee {
  asset: string;
  assetDecimals: number;
  /** In the fee asset's smallest unit (lamports, wei, sun, satoshis). */
  fee: bigint;
  /** US dollars per one fee-asset unit, exact decimal text. */
  assetUsdPrice: string;
  currencies: readonly string[];
}

export interface NetworkFees {
  /** The networks withdrawals can go out on; the request's cryptoNetwork must be one of them. */
  networks(): readonly string[];
  /** The current fee of `network`, or null when it is not one of networks(). */
  fee(network: string): Promise<NetworkFee | null>;
}
