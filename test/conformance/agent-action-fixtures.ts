import { asAgent, basePolicy, newAgent } from '../support/agents.ts';
import type { Credentials, Harness } from '../support/harness.ts';
import { customerWithAccounts } from '../support/payments.ts';
import type { Fixture } from './fixtures.ts';

/**
 * An agent action of the owner PENDING_APPROVAL: the agent's customer converts USD into its own
 * EUR account under a policy that makes everything wait (no bank account, no funds needed:
 * approving it then fails for short funds, still a 200).
 */
export async function pendingAgentAction(h: Harness, owner: Credentials): Promise<{ agentId: string; actionId: string; transactionId: string }> {
  const { customerId, accounts } = await customerWithAccounts(h, ['USD', 'EUR'], { as: owner });
  const agent = await newAgent(h, { as: owner, customerId, policy: { ...basePolicy, defaultExecutionMode: 'APPROVAL_REQUIRED' } });
  const quote = await asAgent(h, agent.token, 'POST', '/agents/me/quotes', {
    body: { source: { sourceType: 'ACCOUNT', accountId: accounts.USD }, destination: { destinationType: 'ACCOUNT', accountId: accounts.EUR }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 },
  });
  // Not asserted: the bad-input suite calls fixtures after hostile bodies may have changed the
  // platform's configuration (its currencies); it needs ids of the right shape, not a pending action.
  const action = quote.statusCode === 201 ? await asAgent(h, agent.token, 'POST', `/agents/me/quotes/${quote.json().id}/execute`) : undefined;
  const missing = 'AgentAction:0192f000-0000-7000-8000-000000000000';
  return { agentId: agent.agentId, actionId: action?.json().id ?? missing, transactionId: quote.json().transactionId };
}

const decide =
  (body?: unknown): Fixture =>
  async (h, owner) => {
    const { agentId, actionId } = await pendingAgentAction(h, owner);
    return { params: { agentId, actionId }, body };
  };

/** The platform's decisions on agent actions (the /agents/me/* operations take AgentAuth only: their isolation is the agents tests'). */
export const agentActionFixtures: Record<string, Fixture> = {
  approveAgentAction: decide(),
  rejectAgentAction: decide({ reason: 'Not now' }),
};
