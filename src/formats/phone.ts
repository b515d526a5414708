import { type FormatCheck, fail, ok, requireString } from './result.ts';

/** ITU-T E.164 as the reference writes it for customer phone numbers: +, no leading 0, at most 15 digits. */
export const E164_PATTERN = /^\+[1-9]\d{1,14}$/;

/** The reference's generic phoneNumber pattern on fiat accountInfo schemas (6-14 digits after +). */
export const ACCOUNT_PHONE_PATTERN = /^\+[0-9]{6,14}$/;

/** Customer.phoneNumber, beneficial owner phoneNumber, and any E.164 field without a tighter rule. */
export function validateE164Phone(input: unknown): FormatCheck {
  const phone = requireString(input, 'Phone number');
  if (typeof phone !== 'string') return phone;
  if (!/^\+\d+$/.test(phone)) return fail('pattern', 'Phone number must be + followed by digits (E.164), without spaces');
  if (phone.length < 3 || phone.length > 16) return fail('length', 'E.164 phone numbers have 2 to 15 digits');
  if (!E164_PATTERN.test(phone)) return fail('pattern', 'E.164 country calling codes do not start with 0');
  return ok(phone);
}

interface NationalRule {
  callingCode: string;
  minDigits: number;
  maxDigits: number;
}

/** Per-currency rules that the reference OAS states as patterns on the accountInfo schema. */
const SCHEMA_RULES: Readonly<Record<string, NationalRule>> = {
  KES_ACCOUNT: { callingCode: '254', minDigits: 9, maxDigits: 9 },
  TZS_ACCOUNT: { callingCode: '255', minDigits: 9, maxDigits: 9 },
  ZMW_ACCOUNT: { callingCode: '260', minDigits: 9, maxDigits: 9 },
  RWF_ACCOUNT: { callingCode: '250', minDigits: 9, maxDigits: 9 },
  IDR_ACCOUNT: { callingCode: '62', minDigits: 9, maxDigits: 12 },
};

/** Rules only the reference docs state (the OAS keeps the generic pattern); opt-in via `documented`. */
const DOCUMENTED_RULES: Readonly<Record<string, NationalRule>> = {
  MWK_ACCOUNT: { callingCode: '265', minDigits: 9, maxDigits: 9 },
  UGX_ACCOUNT: { callingCode: '256', minDigits: 9, maxDigits: 9 },
  'XOF_ACCOUNT:SN': { callingCode: '221', minDigits: 9, maxDigits: 9 },
  'XOF_ACCOUNT:CI': { callingCode: '225', minDigits: 10, maxDigits: 10 },
  'XOF_ACCOUNT:BJ': { callingCode: '229', minDigits: 8, maxDigits: 9 },
};

export interface AccountPhoneOptions {
  /** The accountInfo.accountType the number belongs to, e.g. `KES_ACCOUNT`. */
  accountType?: string;
  /** XOF_ACCOUNT.region (BJ, CI, SN, TG) or XAF_ACCOUNT.region, for the documented per-region rules. */
  region?: string;
  /** Also enforce the per-country rules that only the reference docs state. */
  documented?: boolean;
}

function ruleFor(options: AccountPhoneOptions): NationalRule | undefined {
  const type = options.accountType;
  if (type === undefined) return undefined;
  const schemaRule = SCHEMA_RULES[type];
  if (schemaRule || !options.documented) return schemaRule;
  return DOCUMENTED_RULES[type] ?? (options.region ? DOCUMENTED_RULES[`${type}:${options.region}`] : undefined);
}

/**
 * phoneNumber on fiat accountInfo variants (mobile-money rails). The reference's generic pattern
 * allows a leading 0 after +; that is not a dialable E.164 number, so it is rejected here.
 */
export function validateAccountPhoneNumber(input: unknown, options: AccountPhoneOptions = {}): FormatCheck {
  const phone = requireString(input, 'Phone number');
  if (typeof phone !== 'string') return phone;
  if (!/^\+\d+$/.test(phone)) return fail('pattern', 'Phone number must be + followed by digits (E.164), without spaces');
  if (!ACCOUNT_PHONE_PATTERN.test(phone)) return fail('length', 'Phone number must have 6 to 14 digits after +');
  if (phone[1] === '0') return fail('pattern', 'E.164 country calling codes do not start with 0');
  const rule = ruleFor(options);
  if (!rule) return ok(phone);
  if (!phone.startsWith(`+${rule.callingCode}`)) {
    return fail('country', `Phone number must start with +${rule.callingCode} for ${options.accountType}`);
  }
  const national = phone.length - 1 - rule.callingCode.length;
  if (national < rule.minDigits || national > rule.maxDigits) {
    const expected = rule.minDigits === rule.maxDigits ? `${rule.minDigits}` : `${rule.minDigits} to ${rule.maxDigits}`;
    return fail('length', `+${rule.callingCode} numbers have ${expected} digits after the country code`);
  }
  return ok(phone);
}
