import { type FieldError, fieldError } from '../../http/errors.ts';
import { ISO_COUNTRY_CODES } from '../../formats/country-codes.ts';
import { BUSINESS_FIELDS, type CustomerInput, type CustomerType, INDIVIDUAL_FIELDS, type Profile } from './types.ts';

/**
 * Rules of a customer that the contract's schema cannot express. Each check adds to one list
 * so that the client learns every problem of a request at once.
 */

const isCountry = (v: unknown) => typeof v === 'string' && ISO_COUNTRY_CODES.has(v);

/**
 * platformCustomerId is a unique key: its index takes at most about 2,700 bytes a row, and a
 * longer value failed the INSERT with a 500. The contract gives it no maxLength (yet).
 */
export const MAX_PLATFORM_CUSTOMER_ID_BYTES = 1_000;
const today = (now: Date) => now.toISOString().slice(0, 10);

function country(problems: FieldError[], field: string, value: unknown) {
  if (value !== undefined && !isCountry(value)) problems.push(fieldError(field, 'country', `${field} must be an ISO 3166-1 alpha-2 country code`));
}

function countries(problems: FieldError[], field: string, value: unknown) {
  if (!Array.isArray(value)) return;
  for (const [i, v] of value.entries()) country(problems, `${field}.${i}`, v);
}

function notFuture(problems: FieldError[], field: string, value: unknown, now: Date) {
  if (typeof value === 'string' && value > today(now)) problems.push(fieldError(field, 'past', `${field} must not be in the future`));
}

/** "OTHER" needs words: the description is required with it and meaningless without it. */
function otherDescription(problems: FieldError[], field: string, chosen: boolean, description: unknown) {
  if (chosen && (typeof description !== 'string' || description.trim() === '')) {
    problems.push(fieldError(field, 'required', `${field} is required when OTHER is chosen`));
  } else if (!chosen && description !== undefined) {
    problems.push(fieldError(field, 'forbidden', `${field} is only allowed when OTHER is chosen`));
  }
}

const ID_PATTERNS: Record<string, RegExp> = {
  SSN: /^(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}$/,
  ITIN: /^9\d{2}-(5\d|6[0-5]|7\d|8[0-8]|9[0-2]|9[4-9])-\d{4}$/,
  EIN: /^\d{2}-\d{7}$/,
  NON_US_TAX_ID: /^[A-Za-z0-9][A-Za-z0-9 ./-]{0,63}$/,
};
const US_ISSUED = new Set(['SSN', 'ITIN', 'EIN']);

/**
 * Identification shared by individuals and beneficial owners: the identifier must have the form
 * of its type, and US numbers are issued by the US while a non-US tax id is not.
 */
export function checkIdentification(
  problems: FieldError[],
  prefix: string,
  id: { idType?: unknown; identifier?: unknown; countryOfIssuance?: unknown },
  allowed: readonly string[],
) {
  const { idType, identifier, countryOfIssuance } = id;
  if (idType === undefined && identifier === undefined) {
    if (countryOfIssuance !== undefined) problems.push(fieldError(`${prefix}idType`, 'required', 'countryOfIssuance needs idType and identifier'));
    return;
  }
  if (idType === undefined) return void problems.push(fieldError(`${prefix}idType`, 'required', 'idType is required with identifier'));
  if (identifier === undefined) return void problems.push(fieldError(`${prefix}identifier`, 'required', 'identifier is required with idType'));
  const type = String(idType);
  if (!allowed.includes(type)) {
    return void problems.push(fieldError(`${prefix}idType`, 'enum', `idType ${type} cannot identify this person; use one of ${allowed.join(', ')}`));
  }
  if (!ID_PATTERNS[type].test(String(identifier))) problems.push(fieldError(`${prefix}identifier`, 'pattern', `identifier is not a valid ${type}`));
  if (countryOfIssuance !== undefined && !isCountry(countryOfIssuance)) {
    problems.push(fieldError(`${prefix}countryOfIssuance`, 'country', 'countryOfIssuance must be an ISO 3166-1 alpha-2 country code'));
  } else if (US_ISSUED.has(type) && countryOfIssuance !== undefined && countryOfIssuance !== 'US') {
    problems.push(fieldError(`${prefix}countryOfIssuance`, 'const', `a ${type} is issued by US`));
  } else if (type === 'NON_US_TAX_ID' && (countryOfIssuance === undefined || countryOfIssuance === 'US')) {
    problems.push(fieldError(`${prefix}countryOfIssuance`, 'required', 'a NON_US_TAX_ID needs its non-US countryOfIssuance'));
  }
}

function checkIndividual(problems: FieldError[], p: Profile, now: Date) {
  notFuture(problems, 'birthDate', p.birthDate, now);
  country(problems, 'nationality', p.nationality);
  country(problems, 'address.country', (p.address as { country?: unknown } | undefined)?.country);
  checkIdentification(problems, '', p, ['SSN', 'ITIN', 'NON_US_TAX_ID']);
  const has = (list: unknown) => Array.isArray(list) && list.includes('OTHER');
  otherDescription(problems, 'sourceOfFundsOtherDescription', has(p.sourceOfFundsCategories), p.sourceOfFundsOtherDescription);
  otherDescription(problems, 'sourceOfWealthOtherDescription', has(p.sourceOfWealthCategories), p.sourceOfWealthOtherDescription);
  otherDescription(problems, 'purposeOfAccountOtherDescription', p.purposeOfAccount === 'OTHER', p.purposeOfAccountOtherDescription);
}

function checkBusiness(problems: FieldError[], p: Profile, now: Date) {
  const info = (p.businessInfo ?? {}) as Record<string, unknown>;
  country(problems, 'address.country', (p.address as { country?: unknown } | undefined)?.country);
  country(problems, 'businessInfo.country', info.country);
  countries(problems, 'businessInfo.countriesOfOperation', info.countriesOfOperation);
  countries(problems, 'businessInfo.expectedRecipientJurisdictions', info.expectedRecipientJurisdictions);
  countries(problems, 'businessInfo.expectedCounterpartyCountries', info.expectedCounterpartyCountries);
  notFuture(problems, 'businessInfo.incorporatedOn', info.incorporatedOn, now);
  // A US business is identified by its EIN; other countries' tax ids have too many forms to check here.
  if (info.country === 'US' && typeof info.taxId === 'string' && !/^\d{2}-?\d{7}$/.test(info.taxId)) {
    problems.push(fieldError('businessInfo.taxId', 'pattern', 'a US taxId is an EIN: 12-3456789'));
  }
  if (typeof info.legalName === 'string' && info.legalName.trim() === '') {
    problems.push(fieldError('businessInfo.legalName', 'minLength', 'legalName must not be empty'));
  }
  const has = (list: unknown) => Array.isArray(list) && list.includes('OTHER');
  otherDescription(problems, 'businessInfo.sourceOfFundsOtherDescription', has(info.sourceOfFundsCategories), info.sourceOfFundsOtherDescription);
  otherDescription(problems, 'businessInfo.purposeOfAccountOtherDescription', info.purposeOfAccount === 'OTHER', info.purposeOfAccountOtherDescription);
}

/** Fields of the other customer type are refused rather than silently dropped. */
function checkForeignFields(problems: FieldError[], input: CustomerInput, type: CustomerType) {
  const own = new Set<string>(type === 'INDIVIDUAL' ? INDIVIDUAL_FIELDS : BUSINESS_FIELDS);
  const other = type === 'INDIVIDUAL' ? BUSINESS_FIELDS : INDIVIDUAL_FIELDS;
  for (const f of other) {
    if (!own.has(f) && input[f] !== undefined) problems.push(fieldError(f, 'forbidden', `${f} does not apply to a ${type} customer`));
  }
  for (const f of ['kycStatus', 'kybStatus', 'id', 'isDeleted', 'contactVerification']) {
    if (input[f] !== undefined) problems.push(fieldError(f, 'readOnly', `${f} is set by the service`));
  }
}

function checkConsents(problems: FieldError[], input: CustomerInput, now: Date) {
  const seen = new Set<string>();
  input.agreementConsents?.forEach((c, i) => {
    if (seen.has(c.type)) problems.push(fieldError(`agreementConsents.${i}.type`, 'unique', `${c.type} appears more than once`));
    seen.add(c.type);
    if (Date.parse(c.acceptedAt) > now.getTime()) problems.push(fieldError(`agreementConsents.${i}.acceptedAt`, 'past', 'acceptedAt must not be in the future'));
  });
  const legacy = input.endUserTermsConsent;
  if (legacy && Date.parse(legacy.acceptedAt) > now.getTime()) {
    problems.push(fieldError('endUserTermsConsent.acceptedAt', 'past', 'acceptedAt must not be in the future'));
  }
}

function checkCurrencies(problems: FieldError[], currencies: string[] | undefined, supported: ReadonlySet<string>) {
  const seen = new Set<string>();
  currencies?.forEach((c, i) => {
    if (!supported.has(c)) {
      problems.push(fieldError(`currencies.${i}`, 'enum', `${c} is not a currency this platform supports; send some of ${[...supported].join(', ')} (GET /config, supportedCurrencies)`));
    }
    if (seen.has(c)) problems.push(fieldError(`currencies.${i}`, 'unique', `${c} is listed twice`));
    seen.add(c);
  });
}

export interface RuleContext {
  type: CustomerType;
  /** The profile as it will be stored (for an update: the stored one with the changes applied). */
  profile: Profile;
  supportedCurrencies: ReadonlySet<string>;
  now: Date;
  isUpdate: boolean;
}

export function checkCustomer(input: CustomerInput, ctx: RuleContext): FieldError[] {
  const problems: FieldError[] = [];
  if (input.customerType !== ctx.type) {
    problems.push(fieldError('customerType', 'const', `this customer is ${ctx.type}; customerType cannot change`));
    return problems;
  }
  checkForeignFields(problems, input, ctx.type);
  if (ctx.isUpdate && input.email !== undefined && input.phoneNumber !== undefined) {
    problems.push(fieldError('phoneNumber', 'exclusive', 'change email and phoneNumber in separate requests'));
  }
  if (!ctx.isUpdate) country(problems, 'region', input.region);
  for (const f of ['platformCustomerId', 'region']) {
    if (ctx.isUpdate && input[f] !== undefined) problems.push(fieldError(f, 'readOnly', `${f} cannot be changed after creation`));
  }
  if (!ctx.isUpdate && input.platformCustomerId !== undefined && Buffer.byteLength(input.platformCustomerId) > MAX_PLATFORM_CUSTOMER_ID_BYTES) {
    problems.push(fieldError('platformCustomerId', 'maxLength', `platformCustomerId has at most ${MAX_PLATFORM_CUSTOMER_ID_BYTES} bytes (UTF-8)`));
  }
  checkCurrencies(problems, input.currencies, ctx.supportedCurrencies);
  checkConsents(problems, input, ctx.now);
  if (ctx.type === 'INDIVIDUAL') checkIndividual(problems, ctx.profile, ctx.now);
  else checkBusiness(problems, ctx.profile, ctx.now);
  return problems;
}
