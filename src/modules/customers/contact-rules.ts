import type { CustomerRow } from './types.ts';

/**
 * Where the payment provider mandates strong customer authentication and contact verification:
 * the EU/EEA, and the UK, which kept PSD2's SCA rules (docs/sandbox.md, "Strong customer
 * authentication"). One list, one decision: contact verification, the SCA endpoints
 * (src/modules/sca) and trusted beneficiaries all ask `mandatesSca`.
 */
const SCA_COUNTRIES = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK IS LI NO GB'.split(' '),
);

/**
 * The country that decides: where the customer lives (`address.country`), else the `region`
 * the platform gave at creation. The address wins because it is what identity checks verify.
 */
export function jurisdictionOf(row: Pick<CustomerRow, 'profile' | 'region'>): string | null {
  const country = (row.profile.address as { country?: unknown } | undefined)?.country;
  return typeof country === 'string' && country !== '' ? country : row.region;
}

/** Whether SCA is mandated in `country`, a jurisdiction already worked out (jurisdictionOf, or customerJurisdictionExpr in SQL). */
export function scaCountry(country: string | null): boolean {
  return country !== null && SCA_COUNTRIES.has(country);
}

/** Whether the customer's provider mandates SCA (and contact verification). */
export function mandatesSca(row: Pick<CustomerRow, 'profile' | 'region'>): boolean {
  return scaCountry(jurisdictionOf(row));
}

export type ContactChannel = 'EMAIL' | 'PHONE';

/** Which customers must prove their e-mail address and phone number before identity checks. */
export function requiredChannels(row: CustomerRow): ContactChannel[] {
  return mandatesSca(row) ? ['EMAIL', 'PHONE'] : [];
}

export function destinationOf(row: CustomerRow, channel: ContactChannel): string | null {
  return channel === 'EMAIL' ? row.email : row.phone_number;
}

export interface ContactRow {
  customer_id: string;
  channel: ContactChannel;
  destination: string;
  code_salt: string;
  code_hash: string;
  expires_at: Date;
  attempts: number;
  verified_at: Date | null;
}

/** A channel is verified only for the address that was confirmed; changing it starts over. */
export function isVerified(row: CustomerRow, channel: ContactChannel, rows: ContactRow[]): boolean {
  const destination = destinationOf(row, channel);
  return rows.some((r) => r.customer_id === row.id && r.channel === channel && r.verified_at !== null && r.destination === destination);
}

/** Customer.contactVerification: present only when the provider requires it, with only the required channels. */
export function presentContactVerification(row: CustomerRow, rows: ContactRow[]) {
  const channels = requiredChannels(row);
  if (channels.length === 0) return undefined;
  const out: Record<string, string> = {};
  for (const c of channels) out[c === 'EMAIL' ? 'email' : 'phone'] = isVerified(row, c, rows) ? 'VERIFIED' : 'PENDING';
  return out;
}
