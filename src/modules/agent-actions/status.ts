import { errors } from '../../http/errors.ts';
import { machine } from '../../kernel/state-machine.ts';

/**
 * An agent action's lifecycle. One the policy lets through executes at once and is born
 * APPROVED (`execute`; docs/agents.md); one that needs the platform waits PENDING_APPROVAL, no
 * money moved, until the platform approves it (`approve`: executed, APPROVED; or `fail`: the
 * state at that moment forbids it: paused agent, lowered limits, expired quote, short of funds)
 * or rejects it (`reject`). APPROVED means execution started: the transaction then tells how
 * the payment goes. REJECTED and FAILED are final.
 */
export type AgentActionStatus = 'PENDING_APPROVAL' | 'APPROVED' | 'REJECTED' | 'FAILED';
export type AgentActionMove = 'approve' | 'reject' | 'fail';

export const AGENT_ACTION = machine<AgentActionStatus, AgentActionMove>({
  name: 'agent action',
  table: {
    PENDING_APPROVAL: { approve: 'APPROVED', reject: 'REJECTED', fail: 'FAILED' },
    APPROVED: {},
    REJECTED: {},
    FAILED: {},
  },
  refuse: (status) => errors.CONFLICT(`The action is ${status}, not PENDING_APPROVAL: it has already been decided`),
});
