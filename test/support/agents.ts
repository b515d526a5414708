import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Credentials, Harness } from './harness.ts';

/** Helpers for the agent tests: an agent created, installed with its device code, and called with its bearer token. */

export const basePolicy = {
  permissions: ['VIEW_TRANSACTIONS', 'CREATE_QUOTES', 'EXECUTE_QUOTES', 'CREATE_TRANSFERS'],
  defaultExecutionMode: 'AUTO',
  spendingLimits: { currency: 'USD', perTransactionLimit: 10_000, dailyLimit: 50_000, dailyTransactionLimit: 10, monthlyLimit: 500_000 },
};

export async function newCustomer(h: Harness, as: Credentials = h.platform, fullName = 'Agent Owner'): Promise<string> {
  const res = await h.call('POST', '/customers', { as, body: { customerType: 'INDIVIDUAL', fullName } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

export interface NewAgent {
  agentId: string;
  customerId: string;
  /** The device code (already redeemed unless `connect: false`). */
  code: string;
  /** The bearer token (empty unless connected). */
  token: string;
  agent: Record<string, unknown>;
}

/** An agent of `opts.customerId` (or a new customer), connected with its bearer token unless `connect` is false. */
export async function newAgent(
  h: Harness,
  opts: { as?: Credentials; customerId?: string; policy?: Record<string, unknown>; name?: string; connect?: boolean } = {},
): Promise<NewAgent> {
  const as = opts.as ?? h.platform;
  const customerId = opts.customerId ?? (await newCustomer(h, as));
  const created = await h.call('POST', '/agents', { as, body: { name: opts.name ?? 'Test agent', customerId, policy: opts.policy ?? basePolicy } });
  expect(created.statusCode, created.body).toBe(201);
  const { agent, deviceCode } = created.json();
  let token = '';
  if (opts.connect !== false) {
    const redeemed = await h.call('POST', `/agents/device-codes/${deviceCode.code}/redeem`, { as: null });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    token = redeemed.json().accessToken;
  }
  return { agentId: agent.id, customerId, code: deviceCode.code, token, agent };
}

/** A call with the agent's bearer token (no platform credentials). */
export function asAgent(h: Harness, token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, options: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {}): Promise<LightMyRequestResponse> {
  return h.call(method, path, { as: null, body: options.body, query: options.query, headers: { authorization: `Bearer ${token}`, ...(options.headers ?? {}) } });
}
