import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/http/errors.ts';
import { effectiveStatus, transition } from '../../../src/modules/invitations/state.ts';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof ApiError ? err.code : 'not an ApiError';
  }
  return 'no error';
};

describe('invitation transition table', () => {
  it('moves PENDING to CLAIMED or CANCELLED', () => {
    expect(transition('PENDING', 'claim')).toBe('CLAIMED');
    expect(transition('PENDING', 'cancel')).toBe('CANCELLED');
  });

  it('refuses every action on a finished invitation with its code', () => {
    expect(codeOf(() => transition('CLAIMED', 'claim'))).toBe('INVITATION_ALREADY_CLAIMED');
    expect(codeOf(() => transition('CLAIMED', 'cancel'))).toBe('INVITATION_ALREADY_CLAIMED');
    expect(codeOf(() => transition('CANCELLED', 'claim'))).toBe('INVITATION_CANCELLED');
    expect(codeOf(() => transition('EXPIRED', 'claim'))).toBe('INVALID_INPUT');
  });

  it('reads a PENDING invitation as EXPIRED from its expiresAt on, and only PENDING ones', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(effectiveStatus('PENDING', at, new Date(at.getTime() - 1))).toBe('PENDING');
    expect(effectiveStatus('PENDING', at, at)).toBe('EXPIRED');
    expect(effectiveStatus('CLAIMED', at, new Date(at.getTime() + 1))).toBe('CLAIMED');
    expect(effectiveStatus('PENDING', null, at)).toBe('PENDING');
  });
});
