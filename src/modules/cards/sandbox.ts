import { randomInt } from 'node:crypto';

/**
 * The sandbox card issuer (docs/cards.md): card numbers, the eligible currencies, and the
 * outcomes a platformCardId suffix selects.
 */

/** Currencies a card may be funded in, in the sandbox: fiat dollars and the USDB stablecoin. */
export const CARD_ELIGIBLE_CURRENCIES: ReadonlySet<string> = new Set(['USD', 'USDB']);

/** The sandbox VISA BIN: 400000 is a test range that no real card network routes. */
export const SANDBOX_BIN = '400000';

/**
 * The sandbox issuer's provisioning, chosen by the last three characters of the card's
 * platformCardId as the reference sandbox does: 001 stays PROCESSING, 002 is rejected (CLOSED,
 * ISSUER_REJECTED), 005 is provisioned after PROVISION_DELAY_MS, anything else at once.
 * The reference also reads the cardholder's id when no platformCardId is sent, and funding
 * account ids (002, 003: ineligible); Corridor's ids are random UUIDs that no platform chooses,
 * so there those suffixes would only strike one card or account in a few thousand at random.
 */
export type Provisioning = 'NEVER' | 'REJECT' | 'DELAYED' | 'NOW';
export const PROVISION_DELAY_MS = 30_000;
const PROVISIONING_BY_SUFFIX: Readonly<Record<string, Provisioning>> = { '001': 'NEVER', '002': 'REJECT', '005': 'DELAYED' };
export const provisioningFor = (key: string): Provisioning => PROVISIONING_BY_SUFFIX[key.slice(-3)] ?? 'NOW';

/** A platformCardId ending in this (case-sensitive) makes a card without digital-wallet tokenization (Corridor's own; the reference has none). */
export const SUFFIX_NO_WALLET_TOKENIZATION = '_no_wallet';
export const supportsWalletTokenization = (platformCardId: string) => !platformCardId.endsWith(SUFFIX_NO_WALLET_TOKENIZATION);

/** The Luhn check digit that completes `digits`. */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // From the right, the digit next to the check digit is doubled, then every second one.
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function luhnValid(pan: string): boolean {
  return /^\d{12,19}$/.test(pan) && luhnCheckDigit(pan.slice(0, -1)) === pan.slice(-1);
}

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');

export interface IssuedCard {
  pan: string;
  cvv: string;
  expMonth: number;
  expYear: number;
}

/** A 16-digit sandbox PAN (BIN + 9 random digits + Luhn digit), a 3-digit CVV, expiry 3 years ahead. */
export function issueCardNumber(now: Date): IssuedCard {
  const body = SANDBOX_BIN + digits(9);
  return { pan: body + luhnCheckDigit(body), cvv: digits(3), expMonth: now.getUTCMonth() + 1, expYear: now.getUTCFullYear() + 3 };
}
