import type { CustomerRow } from './types.ts';

/**
 * Which customers must prove their e-mail address and phone number before identity checks.
 * The sandbox provider asks it of customers living in the EU/EEA (docs/sandbox.md).
 */
const EU_EEA = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK IS LI NO'.split(' '),
);

export type ContactChannel = 'EMAIL' | 'PHONE';

export function requiredChannels(row: CustomerRow): ContactChannel[] {
  const country = (row.profile.address as { country?: string } | undefined)?.country;
  return country && EU_EEA.has(country) ? ['EMAIL', 'PHONE'] : [];
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
