import { type FieldError, fieldError } from '../../http/errors.ts';
import type { CustomerInput } from './types.ts';

/**
 * The CSV columns of a customer import and how a row becomes a create request. Columns a
 * customer has no field for (platformAccountId, description) are accepted and not kept.
 */
export const REQUIRED_COLUMNS = ['umaAddress', 'platformCustomerId', 'customerType'];
const INDIVIDUAL_REQUIRED = ['fullName', 'birthDate', 'addressLine1', 'city', 'state', 'postalCode', 'country'];
const BUSINESS_REQUIRED = ['businessLegalName', 'addressLine1', 'city', 'state', 'postalCode', 'country'];

export type CsvRow = Record<string, string | undefined>;

const value = (row: CsvRow, column: string) => {
  const v = row[column]?.trim();
  return v === '' ? undefined : v;
};

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(text);
}

/** The create request of one row, or the problems that keep it from being one. */
export function rowToInput(row: CsvRow): { input?: CustomerInput; problems: FieldError[] } {
  const problems: FieldError[] = [];
  const type = value(row, 'customerType');
  if (type !== undefined && type !== 'INDIVIDUAL' && type !== 'BUSINESS') problems.push(fieldError('customerType', 'enum', 'customerType is INDIVIDUAL or BUSINESS'));
  const required = [...REQUIRED_COLUMNS, ...(type === 'BUSINESS' ? BUSINESS_REQUIRED : type === 'INDIVIDUAL' ? INDIVIDUAL_REQUIRED : [])];
  for (const c of required) if (value(row, c) === undefined) problems.push(fieldError(c, 'required', `${c} is required`));
  const birthDate = value(row, 'birthDate');
  if (type === 'INDIVIDUAL' && birthDate && !isCalendarDate(birthDate)) problems.push(fieldError('birthDate', 'format', 'birthDate is YYYY-MM-DD'));
  const email = value(row, 'email');
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.push(fieldError('email', 'format', 'email is not an e-mail address'));
  if (problems.length > 0) return { problems };

  const address = {
    line1: value(row, 'addressLine1') as string,
    ...(value(row, 'addressLine2') ? { line2: value(row, 'addressLine2') } : {}),
    city: value(row, 'city'),
    state: value(row, 'state'),
    postalCode: value(row, 'postalCode') as string,
    country: value(row, 'country') as string,
  };
  const common = { platformCustomerId: value(row, 'platformCustomerId'), umaAddress: value(row, 'umaAddress'), address };
  if (type === 'INDIVIDUAL') {
    return { problems, input: { ...common, customerType: 'INDIVIDUAL', fullName: value(row, 'fullName'), birthDate, ...(email ? { email } : {}) } };
  }
  const businessInfo: Record<string, unknown> = { legalName: value(row, 'businessLegalName') };
  if (value(row, 'businessRegistrationNumber')) businessInfo.registrationNumber = value(row, 'businessRegistrationNumber');
  if (value(row, 'businessTaxId')) businessInfo.taxId = value(row, 'businessTaxId');
  return { problems, input: { ...common, customerType: 'BUSINESS', businessInfo } };
}
