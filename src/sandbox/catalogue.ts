import { variantRails } from '../modules/external-accounts/index.ts';
import type { Catalogue, Corridor, CorridorBank, UmaProviderEntry } from '../ports/catalogue.ts';

/**
 * The sandbox's corridor catalogue: for each country and currency, the account variant that
 * pays it out, the banks (or mobile-money and wallet providers) reachable there, and the UMA
 * providers in the network. Fixed data, documented in docs/sandbox.md ("Discoveries and UMA
 * providers"). A corridor's rails are its variant's (external-accounts/kinds.ts), so what the
 * catalogue offers, what an account of that variant is paid on and the rail GET /exchange-rates
 * names can never drift apart.
 */
const bank = (bankName: string, displayName: string): CorridorBank => ({ bankName, displayName, kind: 'BANK' });
const mobile = (bankName: string, displayName: string): CorridorBank => ({ bankName, displayName, kind: 'MOBILE_MONEY' });

// Domestic corridors first: the first corridor of a currency gives its default rail.
export const CORRIDORS: readonly Corridor[] = [
  { country: 'US', currency: 'USD', accountType: 'USD_ACCOUNT', banks: [bank('JPMORGAN_CHASE', 'JPMorgan Chase'), bank('BANK_OF_AMERICA', 'Bank of America')] },
  { country: 'DE', currency: 'EUR', accountType: 'EUR_ACCOUNT', banks: [bank('DEUTSCHE_BANK', 'Deutsche Bank'), bank('COMMERZBANK', 'Commerzbank')] },
  { country: 'FR', currency: 'EUR', accountType: 'EUR_ACCOUNT', banks: [bank('BNP_PARIBAS', 'BNP Paribas')] },
  { country: 'GB', currency: 'GBP', accountType: 'GBP_ACCOUNT', banks: [bank('BARCLAYS', 'Barclays'), bank('HSBC_UK', 'HSBC UK')] },
  { country: 'CA', currency: 'CAD', accountType: 'CAD_ACCOUNT', banks: [bank('ROYAL_BANK_OF_CANADA', 'RBC Royal Bank')] },
  { country: 'MX', currency: 'MXN', accountType: 'MXN_ACCOUNT', banks: [bank('BBVA_MEXICO', 'BBVA México'), bank('BANORTE', 'Banorte')] },
  { country: 'BR', currency: 'BRL', accountType: 'BRL_ACCOUNT', banks: [bank('ITAU_UNIBANCO', 'Itaú Unibanco'), bank('NUBANK', 'Nubank')] },
  { country: 'CO', currency: 'COP', accountType: 'COP_ACCOUNT', banks: [bank('BANCOLOMBIA', 'Bancolombia'), mobile('NEQUI', 'Nequi')] },
  { country: 'IN', currency: 'INR', accountType: 'INR_ACCOUNT', banks: [bank('STATE_BANK_OF_INDIA', 'State Bank of India'), bank('HDFC_BANK', 'HDFC Bank')] },
  { country: 'NG', currency: 'NGN', accountType: 'NGN_ACCOUNT', banks: [bank('ACCESS_BANK', 'Access Bank'), bank('GTBANK', 'Guaranty Trust Bank')] },
  { country: 'KE', currency: 'KES', accountType: 'KES_ACCOUNT', banks: [mobile('M-PESA', 'M-Pesa'), mobile('AIRTEL_MONEY', 'Airtel Money')] },
  { country: 'PH', currency: 'PHP', accountType: 'PHP_ACCOUNT', banks: [bank('BDO_UNIBANK', 'BDO Unibank'), bank('BPI', 'Bank of the Philippine Islands')] },
  { country: 'SG', currency: 'SGD', accountType: 'SGD_ACCOUNT', banks: [bank('DBS_BANK', 'DBS Bank'), bank('OCBC_BANK', 'OCBC Bank')] },
  { country: 'AE', currency: 'AED', accountType: 'AED_ACCOUNT', banks: [bank('EMIRATES_NBD', 'Emirates NBD'), bank('FIRST_ABU_DHABI_BANK', 'First Abu Dhabi Bank')] },
  { country: 'BD', currency: 'BDT', accountType: 'BDT_ACCOUNT', banks: [bank('SONALI_BANK', 'Sonali Bank'), mobile('BKASH', 'bKash')] },
  { country: 'BW', currency: 'BWP', accountType: 'BWP_ACCOUNT', banks: [mobile('ORANGE_MONEY', 'Orange Money'), mobile('MASCOM_MYZAKA', 'Mascom MyZaka')] },
  { country: 'CN', currency: 'CNY', accountType: 'CNY_ACCOUNT', banks: [bank('BANK_OF_CHINA', 'Bank of China'), mobile('AliPay', 'Alipay'), mobile('WechatPay', 'WeChat Pay')] },
  { country: 'DK', currency: 'DKK', accountType: 'DKK_ACCOUNT', banks: [bank('DANSKE_BANK', 'Danske Bank')] },
  { country: 'EG', currency: 'EGP', accountType: 'EGP_ACCOUNT', banks: [bank('NATIONAL_BANK_OF_EGYPT', 'National Bank of Egypt'), mobile('VODAFONE_CASH', 'Vodafone Cash')] },
  { country: 'GH', currency: 'GHS', accountType: 'GHS_ACCOUNT', banks: [bank('GCB_BANK', 'GCB Bank'), mobile('MTN_MOMO', 'MTN Mobile Money')] },
  { country: 'GT', currency: 'GTQ', accountType: 'GTQ_ACCOUNT', banks: [bank('BANCO_INDUSTRIAL', 'Banco Industrial')] },
  { country: 'HK', currency: 'HKD', accountType: 'HKD_ACCOUNT', banks: [bank('HSBC_HONG_KONG', 'HSBC Hong Kong'), bank('BANK_OF_CHINA_HONG_KONG', 'Bank of China (Hong Kong)')] },
  { country: 'HT', currency: 'HTG', accountType: 'HTG_ACCOUNT', banks: [mobile('MONCASH', 'MonCash')] },
  { country: 'ID', currency: 'IDR', accountType: 'IDR_ACCOUNT', banks: [bank('BANK_CENTRAL_ASIA', 'Bank Central Asia'), bank('BANK_MANDIRI', 'Bank Mandiri')] },
  { country: 'IL', currency: 'ILS', accountType: 'ILS_ACCOUNT', banks: [bank('BANK_HAPOALIM', 'Bank Hapoalim'), bank('BANK_LEUMI', 'Bank Leumi')] },
  { country: 'JM', currency: 'JMD', accountType: 'JMD_ACCOUNT', banks: [bank('NCB_JAMAICA', 'National Commercial Bank Jamaica')] },
  { country: 'MW', currency: 'MWK', accountType: 'MWK_ACCOUNT', banks: [mobile('AIRTEL', 'Airtel Money'), mobile('TNM', 'TNM Mpamba')] },
  { country: 'MY', currency: 'MYR', accountType: 'MYR_ACCOUNT', banks: [bank('MAYBANK', 'Maybank')] },
  { country: 'PK', currency: 'PKR', accountType: 'PKR_ACCOUNT', banks: [bank('HABIB_BANK', 'Habib Bank'), mobile('JAZZCASH', 'JazzCash')] },
  { country: 'RW', currency: 'RWF', accountType: 'RWF_ACCOUNT', banks: [mobile('MTN', 'MTN MoMo'), mobile('AIRTEL', 'Airtel Money')] },
  { country: 'SV', currency: 'USD', accountType: 'SLV_ACCOUNT', banks: [bank('BANCO_AGRICOLA', 'Banco Agrícola'), mobile('TIGO_MONEY', 'Tigo Money')] },
  { country: 'TH', currency: 'THB', accountType: 'THB_ACCOUNT', banks: [bank('BANGKOK_BANK', 'Bangkok Bank'), bank('KASIKORNBANK', 'Kasikornbank')] },
  { country: 'TR', currency: 'TRY', accountType: 'TRY_ACCOUNT', banks: [bank('ZIRAAT_BANKASI', 'Ziraat Bankası'), bank('GARANTI_BBVA', 'Garanti BBVA')] },
  { country: 'TZ', currency: 'TZS', accountType: 'TZS_ACCOUNT', banks: [mobile('VODACOM', 'Vodacom M-Pesa'), mobile('AIRTEL', 'Airtel Money')] },
  { country: 'UG', currency: 'UGX', accountType: 'UGX_ACCOUNT', banks: [mobile('MTN', 'MTN MoMo'), mobile('AIRTEL', 'Airtel Money')] },
  { country: 'VN', currency: 'VND', accountType: 'VND_ACCOUNT', banks: [bank('VIETCOMBANK', 'Vietcombank')] },
  { country: 'CM', currency: 'XAF', accountType: 'XAF_ACCOUNT', banks: [mobile('MTN', 'MTN MoMo'), mobile('ORANGE', 'Orange Money')] },
  { country: 'CG', currency: 'XAF', accountType: 'XAF_ACCOUNT', banks: [mobile('AIRTEL', 'Airtel Money')] },
  { country: 'SN', currency: 'XOF', accountType: 'XOF_ACCOUNT', banks: [mobile('ORANGE', 'Orange Money'), mobile('WAVE', 'Wave')] },
  { country: 'CI', currency: 'XOF', accountType: 'XOF_ACCOUNT', banks: [mobile('ORANGE', 'Orange Money'), mobile('MTN', 'MTN MoMo')] },
  { country: 'BJ', currency: 'XOF', accountType: 'XOF_ACCOUNT', banks: [mobile('MTN', 'MTN MoMo')] },
  { country: 'TG', currency: 'XOF', accountType: 'XOF_ACCOUNT', banks: [mobile('MOOV', 'Moov Money')] },
  { country: 'ZA', currency: 'ZAR', accountType: 'ZAR_ACCOUNT', banks: [bank('STANDARD_BANK', 'Standard Bank'), bank('FNB', 'First National Bank')] },
  { country: 'ZM', currency: 'ZMW', accountType: 'ZMW_ACCOUNT', banks: [mobile('MTN', 'MTN MoMo'), mobile('AIRTEL', 'Airtel Money')] },
  // SWIFT: an account abroad, in a currency other than the country's own.
  { country: 'CH', currency: 'EUR', accountType: 'SWIFT_ACCOUNT', banks: [bank('UBS_SWITZERLAND', 'UBS Switzerland')] },
  { country: 'HK', currency: 'USD', accountType: 'SWIFT_ACCOUNT', banks: [bank('HSBC_HONG_KONG', 'HSBC Hong Kong')] },
];

/** A corridor's payout rails, the first being its default: those of its account variant. */
export const corridorRails = (c: Corridor): readonly string[] => variantRails(c.accountType) ?? [];

/** The default payout rail into `currency` (its first corridor's), or undefined when no corridor pays it out. */
export function defaultRail(currency: string): string | undefined {
  const corridor = CORRIDORS.find((c) => c.currency === currency);
  return corridor ? corridorRails(corridor)[0] : undefined;
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

export const sandboxCatalogue: Catalogue = {
  corridors: () => CORRIDORS,
  defaultRail,
  umaProviders: () => UMA_PROVIDERS,
};
