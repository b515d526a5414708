import { machine } from '../kernel/state-machine.ts';
import { LedgerError } from './errors.ts';
import type { HoldStatus } from './types.ts';

export type HoldAction = 'release' | 'settle';

/**
 * A hold is PENDING (its amount taken from available) until it is released (the amount comes
 * back) or settled (a transfer posts it); both end it. ledger_holds.status has the same CHECK.
 */
export const HOLD = machine<HoldStatus, HoldAction>({
  name: 'ledger hold',
  table: {
    PENDING: { release: 'RELEASED', settle: 'SETTLED' },
    RELEASED: {},
    SETTLED: {},
  },
  refuse: (status, action) => new LedgerError(`a ${status} hold cannot ${action}`),
});
