/**
 * The wallet custody provider: the party that really holds the embedded wallets' keys and
 * executes what a signed retry authorizes (the reference uses Turnkey). The service submits
 * each accepted signed retry as an activity; the provider may finish it at once or later, and
 * the service asks again with the reference it was given (docs/wallet-auth.md, "Still
 * processing"). The sandbox's is src/sandbox/wallet-custody.ts.
 */
export interface CustodyActivity {
  /** `ACTIVITY_TYPE_...`, as in the signed payload. */
  type: string;
  /** `Platform:<uuid>`: the provider organization the wallet belongs to. */
  organizationId: string;
  parameters: Record<string, unknown>;
  /**
   * Sandbox only: how long the sandbox provider takes, from the `Sandbox-Custody-Delay` header
   * of a sandbox platform's request. Never set for a production platform; real providers ignore it.
   */
  sandboxDelayMs?: number;
}

export interface ActivityState {
  /** The provider's reference of the activity (opaque to the service; kept to ask again). */
  ref: string;
  /** Whether the provider has finished it. */
  done: boolean;
}

export interface WalletCustody {
  /** Submits an activity; `now` is the service clock (a real provider keeps its own). */
  submit(activity: CustodyActivity, now: Date): Promise<ActivityState>;
  /** Asks again about an activity submitted earlier; throws for a reference it does not know. */
  poll(ref: string, now: Date): Promise<ActivityState>;
}
