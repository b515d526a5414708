import { formatId } from '../../ids.ts';
import { presentPolicy } from './policy.ts';
import type { AgentRecord } from './store.ts';

/** The contract's Agent JSON (amounts as bigint: the JSON writer keeps them exact). */
export function presentAgent(agent: AgentRecord): Record<string, unknown> {
  return {
    id: agent.publicId,
    name: agent.name,
    customerId: formatId('Customer', agent.customerId),
    isPaused: agent.isPaused,
    isConnected: agent.isConnected,
    policy: presentPolicy(agent.policy),
    usage: { ...agent.usage },
    createdAt: agent.createdAt.toISOString(),
    updatedAt: agent.updatedAt.toISOString(),
  };
}
