/** Agents: a platform's AI agents acting for one customer, their device-code installation, AgentAuth, policy and usage. */
export { authenticateAgent, purgeSpentDeviceCodes } from './device-codes.ts';
export type { AccountRule, AgentPermission, AgentPolicy, ExecutionMode, SpendingLimits } from './policy.ts';
export { presentPolicy } from './policy.ts';
export { presentAgent } from './present.ts';
export { addAgentUsage, findAgent, lockAgent } from './service.ts';
export type { AgentRecord } from './store.ts';
export type { AgentUsage } from './usage.ts';
export { moveUsagePeriods } from './usage.ts';
