import { expect } from 'vitest';
import { asAgent, basePolicy, newAgent, type NewAgent } from './agents.ts';
import type { Harness } from './harness.ts';
import { customerWithAccounts, fund, usBankAccount } from './payments.ts';

/** Helpers of the agent payment tests: a customer with money and a payable bank account, and its agent. */

export interface PayingAgent extends NewAgent {
  /** The customer's USD internal account (funded) and its ACTIVE US bank account. */
  usd: string;
  bank: string;
}

/**
 * On the harness platform: a customer with a funded USD account and a US bank account past the sandbox's validation
 * window (so it is payable), and a connected agent of that customer with `policy`.
 */
export async function payingAgent(h: Harness, policy: Record<string, unknown> = basePolicy, options: { funds?: number } = {}): Promise<PayingAgent> {
  const as = h.platform;
  const { customerId, accounts } = await customerWithAccounts(h, ['USD'], { as });
  const bank = (await usBankAccount(h, customerId)).json();
  if (bank.status !== 'ACTIVE') {
    h.clock.advance(7 * 86_400_000);
    await h.services.worker.drain();
  }
  expect((await fund(h, accounts.USD, options.funds ?? 1_000_000, as)).statusCode).toBe(200);
  const agent = await newAgent(h, { as, customerId, policy });
  return { ...agent, usd: accounts.USD, bank: bank.id };
}

export const transferOut = (h: Harness, a: PayingAgent, amount: number, destination = a.bank, source = a.usd) =>
  asAgent(h, a.token, 'POST', '/agents/me/transfer-out', { body: { source: { accountId: source }, destination: { accountId: destination }, amount } });

export const agentQuote = (h: Harness, a: PayingAgent, amount: number, destination = a.bank) =>
  asAgent(h, a.token, 'POST', '/agents/me/quotes', {
    body: { source: { sourceType: 'ACCOUNT', accountId: a.usd }, destination: { destinationType: 'ACCOUNT', accountId: destination }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: amount },
  });

export const policyWith = (over: Record<string, unknown>, limits: Record<string, unknown> = {}) => ({
  ...basePolicy,
  ...over,
  spendingLimits: { ...basePolicy.spendingLimits, ...limits },
});
