/** What an API token may do (the contract's x-permission of each operation). */
export type Permission = 'VIEW' | 'TRANSACT' | 'MANAGE';

/**
 * Who is calling: a platform API token (BasicAuth) or an agent (AgentAuth). An agent's
 * `permissions` is empty: its policy says what it may do, checked by the agent operations.
 */
export interface Caller {
  platformId: string;
  kind: 'token' | 'agent';
  tokenId?: string;
  agentId?: string;
  /** An agent's customer (uuid): everything an agent reaches is scoped to it. */
  customerId?: string;
  permissions: ReadonlySet<Permission>;
}
