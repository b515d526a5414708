import { describe, expect, it } from 'vitest';
import { isRead } from '../../../src/db/commits.ts';
import { plannedPerValue } from '../../../src/db/plans.ts';

describe('plannedPerValue', () => {
  it('leaves a read a read: coalesced with the turn\'s other reads, and no change that drops remembered totals', () => {
    expect(isRead(plannedPerValue('SELECT id FROM transactions WHERE platform_id = $1 AND status = $2'))).toBe(true);
    expect(isRead(plannedPerValue('UPDATE transactions SET status = $2'))).toBe(false);
  });
});
