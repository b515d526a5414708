import { type NameMatch, matchNames } from './name-match.ts';
import { type AccountInfo, beneficiaryName, isFiat, sandboxIdentifier } from './kinds.ts';

/**
 * The sandbox's stand-in for the rails' account checks, driven by the last three digits of the
 * account identifier (the 1xx range is reserved for triggers; see docs/sandbox.md).
 */
export const VALIDATION_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;
export const LIVENESS_DELAY_MS = 60_000;
/** maxLength of a name in the contract (BeneficiaryVerifiedData.fullName). */
const NAME_MAX = 256;

export type BeneficiaryCheck =
  | { kind: 'INVALID_ACCOUNT' }
  | { kind: 'RESULT'; status: NameMatch | 'UNSUPPORTED' | 'CHECKED_BY_RECEIVING_FI' | 'PENDING'; verifiedName?: string; validationWindow: boolean };

/** The holder name the simulated rail reports for a submitted name, by trigger suffix. */
function holderOnRecord(submitted: string, suffix: string): string {
  if (suffix === '102') return 'Unrelated Holder';
  if (suffix === '103') {
    // A plausible bank-side variant: initial of the first name, the rest unchanged; one word
    // gains an x. Either stays within the contract's bound on a name (NAME_MAX).
    const parts = submitted.trim().split(/\s+/);
    if (parts.length === 1) return `${submitted.slice(0, NAME_MAX - 1)}x`;
    return [`${parts[0][0]}.`, ...parts.slice(1)].join(' ').slice(0, NAME_MAX);
  }
  return submitted;
}

export function checkBeneficiary(info: AccountInfo): BeneficiaryCheck | undefined {
  if (!isFiat(info.accountType)) return undefined;
  const suffix = sandboxIdentifier(info).slice(-3);
  if (suffix === '105') return { kind: 'INVALID_ACCOUNT' };
  const validationWindow = info.accountType === 'USD_ACCOUNT' && suffix === '108';
  if (suffix === '104') return { kind: 'RESULT', status: 'PENDING', validationWindow };
  if (suffix === '106') return { kind: 'RESULT', status: 'UNSUPPORTED', validationWindow };
  if (suffix === '107') return { kind: 'RESULT', status: 'CHECKED_BY_RECEIVING_FI', validationWindow };
  const submitted = beneficiaryName(info);
  if (!submitted) return { kind: 'RESULT', status: 'UNSUPPORTED', validationWindow };
  const onRecord = holderOnRecord(submitted, suffix);
  return { kind: 'RESULT', status: matchNames(submitted, onRecord), verifiedName: onRecord, validationWindow };
}

/** LIVENESS outcome: the sandbox passes every hosted check except for accounts whose address ends in "dead" (any case). */
export const livenessPasses = (address: string) => !address.toLowerCase().endsWith('dead');

/** A small, fixed directory of sandbox VASPs (custodial wallet providers), each with a stable id for paging. */
export const SANDBOX_VASPS: readonly { id: string; vaspName: string; url: string }[] = [
  { id: '01900000-0000-7000-8000-000000000001', vaspName: 'Sandbox Custody One', url: 'https://vasp-one.sandbox.corridor.example' },
  { id: '01900000-0000-7000-8000-000000000002', vaspName: 'Sandbox Exchange Two', url: 'https://vasp-two.sandbox.corridor.example' },
  { id: '01900000-0000-7000-8000-000000000003', vaspName: 'Sandbox Wallet Three', url: 'https://vasp-three.sandbox.corridor.example' },
  { id: '01900000-0000-7000-8000-000000000004', vaspName: 'Sandbox Broker Four', url: 'https://vasp-four.sandbox.corridor.example' },
  { id: '01900000-0000-7000-8000-000000000005', vaspName: 'Sandbox Custody Five', url: 'https://vasp-five.sandbox.corridor.example' },
];
