import type { NetworkFee, NetworkFees } from '../ports/network-fees.ts';

/**
 * The sandbox's network fees for crypto withdrawals (docs/sandbox.md, "Crypto withdrawal
 * fees"): a fixed fee per network in the network's own fee asset and smallest unit, the asset's
 * dollar price used to express that fee in the withdrawn currency, and the currencies each
 * network carries.
 */
export const NETWORK_FEES: Readonly<Record<string, NetworkFee>> = {
  SOLANA: { asset: 'SOL', assetDecimals: 9, fee: 10_000n, assetUsdPrice: '150', currencies: ['USDC', 'USDT'] },
  ETHEREUM: { asset: 'ETH', assetDecimals: 18, fee: 420_000_000_000_000n, assetUsdPrice: '3000', currencies: ['USDC', 'USDT'] },
  BASE: { asset: 'ETH', assetDecimals: 18, fee: 2_000_000_000_000n, assetUsdPrice: '3000', currencies: ['USDC'] },
  POLYGON: { asset: 'POL', assetDecimals: 18, fee: 10_000_000_000_000_000n, assetUsdPrice: '0.5', currencies: ['USDC'] },
  TRON: { asset: 'TRX', assetDecimals: 6, fee: 1_000_000n, assetUsdPrice: '0.12', currencies: ['USDT'] },
  BITCOIN: { asset: 'BTC', assetDecimals: 8, fee: 2_000n, assetUsdPrice: '95000', currencies: ['BTC'] },
  LIGHTNING: { asset: 'BTC', assetDecimals: 8, fee: 10n, assetUsdPrice: '95000', currencies: ['BTC'] },
  SPARK: { asset: 'BTC', assetDecimals: 8, fee: 0n, assetUsdPrice: '95000', currencies: ['BTC'] },
};

export const sandboxNetworkFees: NetworkFees = {
  networks: () => Object.keys(NETWORK_FEES),
  fee: async (network) => (Object.hasOwn(NETWORK_FEES, network) ? NETWORK_FEES[network] : null),
};
