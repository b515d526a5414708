import { errors } from '../../http/errors.ts';
import { machine } from '../../kernel/state-machine.ts';
import type { InternalAccountRow } from './present.ts';

type Status = InternalAccountRow['status'];

/**
 * Allowed status changes. The caller names the status it wants, so each action is named by
 * the status it leads to; any other change is refused with 409.
 */
export const INTERNAL_ACCOUNT = machine<Status, Status>({
  name: 'internal account',
  table: {
    PENDING: { ACTIVE: 'ACTIVE', FAILED: 'FAILED' },
    ACTIVE: { FROZEN: 'FROZEN', CLOSED: 'CLOSED' },
    FROZEN: { ACTIVE: 'ACTIVE', CLOSED: 'CLOSED' },
    CLOSED: {},
    FAILED: {},
  },
  refuse: (from, to) => errors.CONFLICT(`An internal account cannot go from ${from} to ${to}`),
});
