import { base58 } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';

/**
 * Sandbox funding coordinates: where a depositor sends money so it lands in an internal
 * account. They are deterministic per account (derived from its reference) and carry valid
 * check digits, so client-side validators accept them. Currencies without a sandbox
 * collection rail get no instructions rather than invented ones.
 */
export type PaymentInstructions = { instructionsNotes?: string; isPlatformAccount?: boolean; accountOrWalletInfo: Record<string, unknown> };

const digitsOf = (reference: string, n: number): string => {
  const bytes = sha256(new TextEncoder().encode(reference));
  let out = '';
  for (let i = 0; out.length < n; i++) out += String(bytes[i % bytes.length] % 10);
  return out;
};

/** ISO 13616 check digits: mod 97 of the rearranged IBAN with letters as numbers. */
function iban(country: string, bban: string): string {
  const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of numeric) rest = (rest * 10 + Number(d)) % 97;
  return `${country}${String(98 - rest).padStart(2, '0')}${bban}`;
}

/** CLABE: 17 digits and a weighted (3,7,1) mod-10 check digit. */
function clabe(seventeen: string): string {
  const weights = [3, 7, 1];
  const sum = [...seventeen].reduce((s, d, i) => s + ((Number(d) * weights[i % 3]) % 10), 0);
  return seventeen + String((10 - (sum % 10)) % 10);
}

// A syntactically valid ABA number (3-7-1 checksum) used only by the sandbox.
const SANDBOX_ROUTING = '011000138';

export function fundingInstructions(currency: string, reference: string, isPlatformAccount: boolean): PaymentInstructions[] {
  const notes = `Sandbox coordinates. Quote the reference ${reference} so the deposit reaches this account.`;
  const wrap = (accountOrWalletInfo: Record<string, unknown>): PaymentInstructions[] => [
    { instructionsNotes: notes, isPlatformAccount, accountOrWalletInfo },
  ];
  switch (currency) {
    case 'USD':
      return wrap({
        accountType: 'USD_ACCOUNT',
        accountNumber: digitsOf(reference, 12),
        routingNumber: SANDBOX_ROUTING,
        bankName: 'Corridor Sandbox Bank',
        paymentRails: ['ACH', 'WIRE', 'RTP', 'FEDNOW'],
        reference,
      });
    case 'EUR':
      return wrap({ accountType: 'EUR_ACCOUNT', iban: iban('DE', `50010517${digitsOf(reference, 10)}`), paymentRails: ['SEPA', 'SEPA_INSTANT'], reference });
    case 'GBP':
      return wrap({ accountType: 'GBP_ACCOUNT', sortCode: '040004', accountNumber: digitsOf(reference, 8), paymentRails: ['FASTER_PAYMENTS'], reference });
    case 'MXN':
      return wrap({ accountType: 'MXN_ACCOUNT', clabeNumber: clabe(`646180${digitsOf(reference, 11)}`), paymentRails: ['SPEI'], reference });
    case 'USDC':
      return wrap({ accountType: 'SOLANA_WALLET', address: base58.encode(sha256(new TextEncoder().encode(`solana:${reference}`))), assetType: 'USDC' });
    default:
      return [];
  }
}
