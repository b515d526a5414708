import type { WalletChain } from '../../crypto/wallet-signatures/index.ts';

/** What differs between accountInfo variants: chain, rails, identity. One table per question. */
export type AccountInfo = Record<string, unknown> & { accountType: string };

/** Wallet variants and the signature family that proves control of their address. */
export const WALLET_CHAINS: Readonly<Record<string, WalletChain>> = {
  BASE_WALLET: 'EVM',
  ETHEREUM_WALLET: 'EVM',
  POLYGON_WALLET: 'EVM',
  PLASMA_WALLET: 'EVM',
  ARBITRUM_WALLET: 'EVM',
  SOLANA_WALLET: 'SOLANA',
  TRON_WALLET: 'TRON',
  SPARK_WALLET: 'SPARK',
};

export const isWallet = (type: string) => type in WALLET_CHAINS;
export const isLightning = (type: string) => type === 'LIGHTNING' || type === 'LIGHTNING_ACCOUNT';
export const isFiat = (type: string) => !isWallet(type) && !isLightning(type);

/** The rails a fiat variant can be paid on (the contract's enum of each response variant). */
const RAILS: Readonly<Record<string, readonly string[]>> = {
  AED_ACCOUNT: ['BANK_TRANSFER'],
  BDT_ACCOUNT: ['BANK_TRANSFER', 'MOBILE_MONEY'],
  BRL_ACCOUNT: ['PIX'],
  BWP_ACCOUNT: ['MOBILE_MONEY'],
  CAD_ACCOUNT: ['BANK_TRANSFER'],
  CNY_ACCOUNT: ['BANK_TRANSFER', 'MOBILE_MONEY'],
  COP_ACCOUNT: ['BANK_TRANSFER', 'MOBILE_MONEY'],
  DKK_ACCOUNT: ['SEPA', 'SEPA_INSTANT'],
  EGP_ACCOUNT: ['BANK_TRANSFER', 'MOBILE_MONEY'],
  EUR_ACCOUNT: ['SEPA', 'SEPA_INSTANT'],
  GBP_ACCOUNT: ['FASTER_PAYMENTS'],
  GHS_ACCOUNT: ['BANK_TRANSFER', 'MOBILE_MONEY'],
  GTQ_ACCOUNT: ['BANK_TRANSFER'],
  HKD_ACCOUNT: ['BANK_TRANSFER'],
  HTG_ACCOUNT: ['MOBILE_MONEY'],
  IDR_ACCOUNT: ['BANK_TRANSFER'],
  ILS_ACCOUNT: ['BANK_TRANSFER'],
  INR_ACCOUNT: ['UPI', 'NEFT', 'RTGS'],
  JMD_ACCOUNT: ['BANK_TRANSFER'],
  KES_ACCOUNT: ['MOBILE_MONEY'],
  MWK_ACCOUNT: ['MOBILE_MONEY'],
  MXN_ACCOUNT: ['SPEI'],
  MYR_ACCOUNT: ['BANK_TRANSFER'],
  NGN_ACCOUNT: ['BANK_TRANSFER'],
  PHP_ACCOUNT: ['BANK_TRANSFER'],
  PKR_ACCOUNT: ['BANK_TRANSFER', 'MOBILE_MONEY'],
  RWF_ACCOUNT: ['MOBILE_MONEY'],
  SGD_ACCOUNT: ['PAYNOW', 'FAST', 'BANK_TRANSFER'],
  SLV_ACCOUNT: ['BANK_TRANSFER', 'MOBILE_MONEY'],
  SWIFT_ACCOUNT: ['SWIFT'],
  THB_ACCOUNT: ['BANK_TRANSFER'],
  TRY_ACCOUNT: ['BANK_TRANSFER'],
  TZS_ACCOUNT: ['MOBILE_MONEY'],
  UGX_ACCOUNT: ['MOBILE_MONEY'],
  USD_ACCOUNT: ['ACH', 'WIRE', 'RTP', 'FEDNOW'],
  VND_ACCOUNT: ['BANK_TRANSFER'],
  XAF_ACCOUNT: ['MOBILE_MONEY'],
  XOF_ACCOUNT: ['MOBILE_MONEY'],
  ZAR_ACCOUNT: ['BANK_TRANSFER'],
  ZMW_ACCOUNT: ['MOBILE_MONEY'],
};

/** Every rail a fiat variant can be paid on, its default first; undefined for wallets and unknown types. */
export const variantRails = (type: string): readonly string[] | undefined => RAILS[type];

/**
 * The currency a fiat variant holds: the one it is named after (SLV accounts are in USD).
 * SWIFT accounts hold the currency the client names, wallets their asset: undefined.
 */
export function variantCurrency(type: string): string | undefined {
  if (type === 'SLV_ACCOUNT') return 'USD';
  const m = /^([A-Z]{3})_ACCOUNT$/.exec(type);
  return m && type !== 'SWIFT_ACCOUNT' && !isLightning(type) ? m[1] : undefined;
}

/**
 * The rails this particular account can use: variants that are either a bank account or a
 * mobile-money wallet get the one their fields describe; INR gets UPI or its NEFT/RTGS rail.
 */
export function paymentRails(info: AccountInfo): string[] | undefined {
  const all = RAILS[info.accountType];
  if (!all) return undefined;
  if (info.accountType === 'INR_ACCOUNT') {
    if (info.vpa) return ['UPI'];
    return typeof info.rail === 'string' && all.includes(info.rail) ? [info.rail] : ['NEFT', 'RTGS'];
  }
  if (all.includes('MOBILE_MONEY') && all.includes('BANK_TRANSFER')) {
    const bank = info.accountNumber !== undefined || info.iban !== undefined;
    const mobile = info.phoneNumber !== undefined;
    return [...(bank ? ['BANK_TRANSFER'] : []), ...(mobile ? ['MOBILE_MONEY'] : [])];
  }
  return [...all];
}

const compact = (v: unknown) => String(v).replace(/[\s-]/g, '').toUpperCase();

/**
 * The normalised identifier that makes two accounts "the same destination" for duplicate
 * detection: the address of a wallet (case-folded where the format is case-insensitive),
 * the IBAN / CLABE / PIX key / UPI id when there is one, else the account coordinates.
 */
export function identityKey(info: AccountInfo): string {
  const type = info.accountType;
  const chain = WALLET_CHAINS[type];
  if (chain) {
    const address = String(info.address).trim();
    const folded = chain === 'EVM' || chain === 'SPARK' ? address.toLowerCase() : address;
    return `${type}:${folded}`;
  }
  if (isLightning(type)) {
    const target = info.invoice ?? info.bolt12 ?? info.lightningAddress;
    return `LIGHTNING:${String(target).trim().toLowerCase()}`;
  }
  for (const unique of ['iban', 'clabeNumber', 'pixKey', 'vpa'] as const) {
    if (info[unique] !== undefined) return `${type}:${unique}:${compact(info[unique])}`;
  }
  const parts = ['routingNumber', 'sortCode', 'bankCode', 'branchCode', 'ifsc', 'swiftCode', 'bankName', 'accountNumber', 'provider', 'phoneNumber']
    .filter((f) => info[f] !== undefined)
    .map((f) => `${f}=${compact(info[f])}`);
  return `${type}:${parts.join('|')}`;
}

/** The digits the sandbox rules look at: the account's main identifier. */
export function sandboxIdentifier(info: AccountInfo): string {
  const raw = info.accountNumber ?? info.iban ?? info.clabeNumber ?? info.taxId ?? info.phoneNumber ?? '';
  return String(raw).replace(/\D/g, '');
}

export function beneficiaryName(info: AccountInfo): string | undefined {
  const b = info.beneficiary as { fullName?: unknown; legalName?: unknown } | undefined;
  const name = b?.fullName ?? b?.legalName;
  return typeof name === 'string' ? name : undefined;
}
