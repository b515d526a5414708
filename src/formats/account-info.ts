import { validateBic } from './bic.ts';
import { type BitcoinNetwork, validateBitcoinAddress } from './bitcoin.ts';
import { type Bolt11Currency, validateBolt11Invoice } from './bolt11.ts';
import { validateBolt12Offer } from './bolt12.ts';
import { type PixKeyType, validateBrazilTaxId, validatePixKey } from './brazil.ts';
import { validateCaAccountNumber, validateCaInstitutionNumber, validateCaTransitNumber } from './ca-bank.ts';
import { validateClabe } from './clabe.ts';
import { validateEvmAddress } from './evm.ts';
import { validateIban } from './iban.ts';
import { validateIfsc, validateInrAccountNumber, validateUpiVpa } from './india.ts';
import { validateLightningAddress } from './lightning-address.ts';
import { validateLnurl } from './lnurl.ts';
import { validateNuban } from './nuban.ts';
import { validateAccountPhoneNumber } from './phone.ts';
import type { ChecksumMode, FormatCheck } from './result.ts';
import { validateSolanaAddress } from './solana.ts';
import { type SparkNetwork, validateSparkAddress } from './spark.ts';
import { validateTronAddress } from './tron.ts';
import { validateUkAccountNumber, validateUkSortCode } from './uk-bank.ts';
import { validateAbaRoutingNumber, validateUsAccountNumber } from './us-bank.ts';

export interface AccountInfoFormatOptions {
  checksum?: ChecksumMode;
  /** For Spark wallet addresses; see validateSparkAddress for the default. */
  sparkNetworks?: readonly SparkNetwork[];
  bolt11Currencies?: readonly Bolt11Currency[];
  /** Enforce phone rules that only the reference docs state (MWK, UGX, XOF per region). */
  documentedPhoneRules?: boolean;
  /** Prefix of the reported field paths. Default `accountInfo`. */
  fieldPrefix?: string;
}

export type FormatFieldError = { field: string; constraint: string; message: string };

type Info = Readonly<Record<string, unknown>>;
type FieldRule = (value: unknown, info: Info, options: AccountInfoFormatOptions) => FormatCheck;

const PIX_KEY_TYPES: readonly string[] = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'RANDOM'];

const bic: FieldRule = (v) => validateBic(v);
const anyIban: FieldRule = (v, _i, o) => validateIban(v, { checksum: o.checksum });
const ibanOf =
  (country: string): FieldRule =>
  (v, _i, o) =>
    validateIban(v, { countries: [country], checksum: o.checksum });
const phone: FieldRule = (v, i, o) =>
  validateAccountPhoneNumber(v, {
    accountType: typeof i.accountType === 'string' ? i.accountType : undefined,
    region: typeof i.region === 'string' ? i.region : undefined,
    documented: o.documentedPhoneRules,
  });
const evm: FieldRule = (v, _i, o) => validateEvmAddress(v, { checksum: o.checksum });

/**
 * Which validator applies to which create-side accountInfo field (reference OAS
 * `*ExternalAccountCreateInfo` variants). Fields the reference only constrains by a plain pattern
 * with no further structure (ZAR/PHP account numbers, JMD/BDT branch codes, ...) are left to schema validation.
 */
const RULES: Readonly<Record<string, Readonly<Record<string, FieldRule>>>> = {
  USD_ACCOUNT: {
    routingNumber: (v, _i, o) => validateAbaRoutingNumber(v, { checksum: o.checksum }),
    intermediaryRoutingNumber: (v, _i, o) => validateAbaRoutingNumber(v, { checksum: o.checksum }),
    accountNumber: (v) => validateUsAccountNumber(v),
  },
  MXN_ACCOUNT: { clabeNumber: (v, _i, o) => validateClabe(v, { checksum: o.checksum }) },
  BRL_ACCOUNT: {
    // An unknown pixKeyType is the enum validator's error; only a known type can say what the key should be.
    pixKey: (v, i, o) =>
      typeof i.pixKeyType === 'string' && PIX_KEY_TYPES.includes(i.pixKeyType)
        ? validatePixKey(v, i.pixKeyType as PixKeyType, { checksum: o.checksum })
        : { ok: true, normalized: String(v) },
    taxId: (v, _i, o) => validateBrazilTaxId(v, { checksum: o.checksum }),
  },
  EUR_ACCOUNT: { iban: anyIban, swiftCode: bic },
  DKK_ACCOUNT: { iban: ibanOf('DK'), swiftCode: bic },
  AED_ACCOUNT: { iban: ibanOf('AE'), swiftCode: bic },
  EGP_ACCOUNT: { iban: ibanOf('EG'), phoneNumber: phone },
  PKR_ACCOUNT: { iban: ibanOf('PK'), phoneNumber: phone },
  SWIFT_ACCOUNT: { iban: anyIban, swiftCode: bic },
  GBP_ACCOUNT: { sortCode: (v) => validateUkSortCode(v), accountNumber: (v) => validateUkAccountNumber(v) },
  CAD_ACCOUNT: {
    bankCode: (v) => validateCaInstitutionNumber(v),
    branchCode: (v) => validateCaTransitNumber(v),
    accountNumber: (v) => validateCaAccountNumber(v),
  },
  INR_ACCOUNT: { vpa: (v) => validateUpiVpa(v), ifsc: (v) => validateIfsc(v), accountNumber: (v) => validateInrAccountNumber(v) },
  // accountInfo carries no CBN bank code (bankName resolves through discoveries), so only the shape is checked.
  NGN_ACCOUNT: { accountNumber: (v) => validateNuban(v) },
  SGD_ACCOUNT: { swiftCode: bic },
  HKD_ACCOUNT: { swiftCode: bic },
  MYR_ACCOUNT: { swiftCode: bic },
  THB_ACCOUNT: { swiftCode: bic },
  VND_ACCOUNT: { swiftCode: bic },
  IDR_ACCOUNT: { swiftCode: bic, phoneNumber: phone },
  BDT_ACCOUNT: { swiftCode: bic, phoneNumber: phone },
  KES_ACCOUNT: { phoneNumber: phone },
  TZS_ACCOUNT: { phoneNumber: phone },
  ZMW_ACCOUNT: { phoneNumber: phone },
  RWF_ACCOUNT: { phoneNumber: phone },
  MWK_ACCOUNT: { phoneNumber: phone },
  UGX_ACCOUNT: { phoneNumber: phone },
  BWP_ACCOUNT: { phoneNumber: phone },
  HTG_ACCOUNT: { phoneNumber: phone },
  XOF_ACCOUNT: { phoneNumber: phone },
  XAF_ACCOUNT: { phoneNumber: phone },
  COP_ACCOUNT: { phoneNumber: phone },
  GHS_ACCOUNT: { phoneNumber: phone },
  SLV_ACCOUNT: { phoneNumber: phone },
  CNY_ACCOUNT: { phoneNumber: phone },
  SPARK_WALLET: { address: (v, _i, o) => validateSparkAddress(v, { networks: o.sparkNetworks, checksum: o.checksum }) },
  ETHEREUM_WALLET: { address: evm },
  BASE_WALLET: { address: evm },
  POLYGON_WALLET: { address: evm },
  PLASMA_WALLET: { address: evm },
  SOLANA_WALLET: { address: (v) => validateSolanaAddress(v) },
  TRON_WALLET: { address: (v) => validateTronAddress(v) },
  LIGHTNING: {
    invoice: (v, _i, o) => validateBolt11Invoice(v, { currencies: o.bolt11Currencies }),
    bolt12: (v) => validateBolt12Offer(v),
    lightningAddress: (v) => validateLightningAddress(v),
  },
};

/** Account types whose fields have a format rule here. */
export const ACCOUNT_TYPES_WITH_FORMAT_RULES: readonly string[] = Object.keys(RULES);

/**
 * Format errors for the fields of one accountInfo object, ready for `details.errors`. Absent
 * fields are skipped (presence is the schema's job); an unknown accountType yields no errors.
 */
export function checkAccountInfoFormats(accountInfo: unknown, options: AccountInfoFormatOptions = {}): FormatFieldError[] {
  if (typeof accountInfo !== 'object' || accountInfo === null) return [];
  const info = accountInfo as Info;
  const rules = typeof info.accountType === 'string' ? RULES[info.accountType] : undefined;
  if (!rules) return [];
  const prefix = options.fieldPrefix ?? 'accountInfo';
  const errors: FormatFieldError[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    const value = info[field];
    if (value === undefined || value === null) continue;
    const result = rule(value, info, options);
    if (!result.ok) errors.push({ field: `${prefix}.${field}`, constraint: result.constraint, message: result.message });
  }
  return errors;
}

/** CryptoNetwork values of the reference (plus LIGHTNING) mapped to the address format they take. */
export type CryptoNetwork = 'BITCOIN' | 'ETHEREUM' | 'BASE' | 'POLYGON' | 'PLASMA' | 'SOLANA' | 'TRON' | 'SPARK' | 'LIGHTNING';

export interface CryptoDestinationOptions {
  checksum?: ChecksumMode;
  bitcoinNetworks?: readonly BitcoinNetwork[];
  sparkNetworks?: readonly SparkNetwork[];
  bolt11Currencies?: readonly Bolt11Currency[];
}

/**
 * A destination address keyed by CryptoNetwork, e.g. POST /crypto/estimate-withdrawal-fee
 * `destinationAddress`. LIGHTNING destinations may be a BOLT-11 invoice, a lightning address or an LNURL.
 */
export function validateCryptoDestination(network: CryptoNetwork, address: unknown, options: CryptoDestinationOptions = {}): FormatCheck {
  switch (network) {
    case 'BITCOIN':
      return validateBitcoinAddress(address, { networks: options.bitcoinNetworks });
    case 'ETHEREUM':
    case 'BASE':
    case 'POLYGON':
    case 'PLASMA':
      return validateEvmAddress(address, { checksum: options.checksum });
    case 'SOLANA':
      return validateSolanaAddress(address);
    case 'TRON':
      return validateTronAddress(address);
    case 'SPARK':
      return validateSparkAddress(address, { networks: options.sparkNetworks, checksum: options.checksum });
    case 'LIGHTNING':
      if (typeof address === 'string' && address.includes('@')) return validateLightningAddress(address);
      if (typeof address === 'string' && /^(lightning:)?lnurl1/i.test(address)) return validateLnurl(address);
      return validateBolt11Invoice(address, { currencies: options.bolt11Currencies });
    default:
      return { ok: false, constraint: 'network', message: `Unknown crypto network ${String(network)}` };
  }
}
