/** What an API token may do (the contract's x-permission of each operation). */
export type Permission = 'VIEW' | 'TRANSACT' | 'MANAGE';

/** Who is calling: a platform API token (BasicAuth) or, later, an agent (AgentAuth). */
export interface Caller {
  platformId: string;
  kind: 'token' | 'agent';
  tokenId?: string;
  agentId?: string;
  permissions: ReadonlySet<Permission>;
}
