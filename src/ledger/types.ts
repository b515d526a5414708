/** Money is integer minor units as bigint; the database stores NUMERIC(38,0), read back as text. */
export interface LedgerAccount {
  id: string;
  platformId: string;
  currency: string;
  purpose: string;
  allowNegative: boolean;
  /** Sum of every entry on the account. */
  balance: bigint;
  /** balance minus pending holds: what a payment may still spend. */
  available: bigint;
  createdAt: Date;
  updatedAt: Date;
}

export interface EntryInput {
  accountId: string;
  /** Positive credits the account, negative debits it. Never zero. */
  amount: bigint;
  /** Defaults to the transfer's currency; set it on the legs of a cross-currency transfer. */
  currency?: string;
}

export interface TransferInput {
  /** Chosen by the caller and unique: posting the same id again returns the original. */
  id: string;
  platformId: string;
  currency: string;
  entries: EntryInput[];
  description?: string;
  metadata?: Record<string, unknown>;
  now: Date;
}

export interface Entry {
  accountId: string;
  currency: string;
  amount: bigint;
}

export interface Transfer {
  id: string;
  platformId: string;
  currency: string;
  description: string | null;
  metadata: Record<string, unknown>;
  entries: Entry[];
  createdAt: Date;
}

export type HoldStatus = 'PENDING' | 'RELEASED' | 'SETTLED';

export interface Hold {
  id: string;
  platformId: string;
  accountId: string;
  /** What was held at first; it never shrinks. */
  amount: bigint;
  /** What captures have taken of it so far; a pending hold still holds amount - captured. */
  captured: bigint;
  status: HoldStatus;
  transferId: string | null;
  createdAt: Date;
  updatedAt: Date;
}
