import { basePolicy } from '../support/agents.ts';
import type { Credentials, Harness } from '../support/harness.ts';
import type { Fixture } from './fixtures.ts';

/** A new, unconnected agent of a new customer of the owner, with its first device code. */
async function agent(h: Harness, owner: Credentials): Promise<{ agentId: string; code: string }> {
  const customer = await h.call('POST', '/customers', { as: owner, body: { customerType: 'INDIVIDUAL', fullName: 'Agent Fixture' } });
  const res = await h.call('POST', '/agents', { as: owner, body: { name: 'Fixture agent', customerId: customer.json().id, policy: basePolicy } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { agentId: res.json().agent.id, code: res.json().deviceCode.code };
}

const withBody =
  (body?: unknown): Fixture =>
  async (h, owner) => ({ params: { agentId: (await agent(h, owner)).agentId }, body });

const code: Fixture = async (h, owner) => ({ params: { code: (await agent(h, owner)).code } });

/** Agent management (Helper A); the /agents/me/* and approval fixtures are elsewhere. */
export const agentFixtures: Record<string, Fixture> = {
  getAgentById: withBody(),
  updateAgent: withBody({ name: 'Renamed fixture' }),
  deleteAgent: withBody(),
  updateAgentPolicy: withBody({ defaultExecutionMode: 'APPROVAL_REQUIRED' }),
  regenerateAgentDeviceCode: withBody(),
  getAgentDeviceCodeStatus: code,
  // Called without credentials (the code is the proof): no other platform to be refused.
  redeemAgentDeviceCode: code,
};
