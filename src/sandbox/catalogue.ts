/**
 * The sandbox's corridor catalogue: for each country and currency, the payout rails, the banks
 * (or mobile-money and wallet providers) reachable there, and the UMA providers in the network.
 * Fixed data, documented in docs/sandbox.md ("Discoveries and UMA providers"). COP is listed
 * with rails and banks but has no sandbox exchange rate, to exercise QUOTE_RATE_UNAVAILABLE.
 */
export type Rail =
  | 'ACH' | 'ACH_COLOMBIA' | 'BANK_TRANSFER' | 'BRE_B' | 'FAST' | 'FASTER_PAYMENTS' | 'FEDNOW' | 'INSTAPAY'
  | 'MOBILE_MONEY' | 'NEFT' | 'PESONET' | 'PIX' | 'RTGS' | 'RTP' | 'SEPA' | 'SEPA_INSTANT' | 'SPEI' | 'SWIFT' | 'UPI' | 'WIRE';

export interface Corridor {
  country: string;
  currency: string;
  /** Payout rails, the first being the default one. */
  rails: Rail[];
  banks: { bankName: string; displayName: string }[];
}

export const CORRIDORS: readonly Corridor[] = [
  { country: 'US', currency: 'USD', rails: ['ACH', 'RTP', 'FEDNOW', 'WIRE'], banks: [
    { bankName: 'JPMORGAN_CHASE', displayName: 'JPMorgan Chase' },
    { bankName: 'BANK_OF_AMERICA', displayName: 'Bank of America' },
  ] },
  { country: 'DE', currency: 'EUR', rails: ['SEPA_INSTANT', 'SEPA'], banks: [
    { bankName: 'DEUTSCHE_BANK', displayName: 'Deutsche Bank' },
    { bankName: 'COMMERZBANK', displayName: 'Commerzbank' },
  ] },
  { country: 'FR', currency: 'EUR', rails: ['SEPA_INSTANT', 'SEPA'], banks: [{ bankName: 'BNP_PARIBAS', displayName: 'BNP Paribas' }] },
  { country: 'GB', currency: 'GBP', rails: ['FASTER_PAYMENTS'], banks: [
    { bankName: 'BARCLAYS', displayName: 'Barclays' },
    { bankName: 'HSBC_UK', displayName: 'HSBC UK' },
  ] },
  { country: 'CA', currency: 'CAD', rails: ['BANK_TRANSFER', 'WIRE'], banks: [{ bankName: 'ROYAL_BANK_OF_CANADA', displayName: 'RBC Royal Bank' }] },
  { country: 'MX', currency: 'MXN', rails: ['SPEI'], banks: [
    { bankName: 'BBVA_MEXICO', displayName: 'BBVA México' },
    { bankName: 'BANORTE', displayName: 'Banorte' },
  ] },
  { country: 'BR', currency: 'BRL', rails: ['PIX'], banks: [
    { bankName: 'ITAU_UNIBANCO', displayName: 'Itaú Unibanco' },
    { bankName: 'NUBANK', displayName: 'Nubank' },
  ] },
  { country: 'CO', currency: 'COP', rails: ['BRE_B', 'ACH_COLOMBIA'], banks: [{ bankName: 'BANCOLOMBIA', displayName: 'Bancolombia' }] },
  { country: 'IN', currency: 'INR', rails: ['UPI', 'NEFT'], banks: [
    { bankName: 'STATE_BANK_OF_INDIA', displayName: 'State Bank of India' },
    { bankName: 'HDFC_BANK', displayName: 'HDFC Bank' },
  ] },
  { country: 'NG', currency: 'NGN', rails: ['BANK_TRANSFER'], banks: [
    { bankName: 'ACCESS_BANK', displayName: 'Access Bank' },
    { bankName: 'GTBANK', displayName: 'Guaranty Trust Bank' },
  ] },
  { country: 'KE', currency: 'KES', rails: ['MOBILE_MONEY', 'BANK_TRANSFER'], banks: [
    { bankName: 'MPESA', displayName: 'M-Pesa' },
    { bankName: 'EQUITY_BANK', displayName: 'Equity Bank' },
  ] },
  { country: 'PH', currency: 'PHP', rails: ['INSTAPAY', 'PESONET'], banks: [
    { bankName: 'BDO_UNIBANK', displayName: 'BDO Unibank' },
    { bankName: 'GCASH', displayName: 'GCash' },
  ] },
  { country: 'SG', currency: 'SGD', rails: ['FAST'], banks: [{ bankName: 'DBS_BANK', displayName: 'DBS Bank' }] },
];

/** The default payout rail into `currency`, or undefined when no corridor pays it out. */
export function defaultRail(currency: string): Rail | undefined {
  return CORRIDORS.find((c) => c.currency === currency)?.rails[0];
}

export interface UmaProviderEntry {
  name: string;
  domain: string;
  supportedRegions: string[];
  supportedCurrencies: string[];
  lei?: string;
  /** false: the operator blocks payments to this provider. */
  allowListStatus: boolean;
}

export const UMA_PROVIDERS: readonly UmaProviderEntry[] = [
  { name: 'Aurora Wallet', domain: 'aurora.example', supportedRegions: ['US', 'CA'], supportedCurrencies: ['USD', 'CAD', 'BTC'], lei: '5493001KJTIIGC8Y1R12', allowListStatus: true },
  { name: 'Baobab Pay', domain: 'baobab.example', supportedRegions: ['NG', 'KE'], supportedCurrencies: ['NGN', 'KES', 'USDC'], allowListStatus: true },
  { name: 'Cenote Money', domain: 'cenote.example', supportedRegions: ['MX'], supportedCurrencies: ['MXN', 'USD'], lei: '549300MXCENOTE00042', allowListStatus: true },
  { name: 'Dendê Carteira', domain: 'dende.example', supportedRegions: ['BR'], supportedCurrencies: ['BRL'], allowListStatus: true },
  { name: 'Edelweiss Bank', domain: 'edelweiss.example', supportedRegions: ['DE', 'FR'], supportedCurrencies: ['EUR', 'GBP'], lei: '529900EDELWEISS0007', allowListStatus: true },
  { name: 'Fjord Transfers', domain: 'fjord.example', supportedRegions: ['GB', 'DE'], supportedCurrencies: ['GBP', 'EUR'], allowListStatus: false },
  { name: 'Ganga Remit', domain: 'ganga.example', supportedRegions: ['IN'], supportedCurrencies: ['INR'], allowListStatus: true },
  { name: 'Halo Pesa', domain: 'halo.example', supportedRegions: ['PH', 'SG'], supportedCurrencies: ['PHP', 'SGD', 'USDC'], allowListStatus: false },
];

export function umaProviderByDomain(domain: string): UmaProviderEntry | undefined {
  return UMA_PROVIDERS.find((p) => p.domain === domain);
}
