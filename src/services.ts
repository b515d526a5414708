import type { Db } from './db/driver.ts';
import type { Egress } from './egress/egress.ts';
import type { WebhookDelivery } from './events/delivery.ts';
import type { JobRunner } from './events/jobs.ts';
import type { Worker } from './events/worker.ts';
import type { Authenticator } from './http/auth.ts';
import type { Contract } from './http/contract.ts';
import type { Idempotency } from './http/idempotency.ts';
import type { RateLimiter } from './http/rate-limit.ts';
import type { Platforms } from './modules/platforms/index.ts';
import type { Catalogue } from './ports/catalogue.ts';
import type { Clock } from './ports/clock.ts';
import type { FxSource } from './ports/fx-source.ts';
import type { LivenessVendor } from './ports/liveness.ts';
import type { NetworkFees } from './ports/network-fees.ts';
import type { Notifier } from './ports/notifier.ts';
import type { Rails } from './ports/rails.ts';
import type { UmaDirectory } from './ports/uma-directory.ts';
import type { WalletProviders } from './ports/wallet-providers.ts';
import type { Keyring } from './secrets/keyring.ts';

/**
 * The outside parties the modules deal with (src/ports). Only the composition root (app.ts)
 * picks their implementations, the sandbox's by default; a module reaches them through
 * Services and never imports src/sandbox.
 */
export interface Ports {
  /** Exchange rates. */
  fxSource: FxSource;
  /** Payout and collection outcomes. */
  rails: Rails;
  /** Corridors, their banks and default rails, and the UMA providers of the network. */
  catalogue: Catalogue;
  /** UMA lookups of addresses at other providers. */
  umaDirectory: UmaDirectory;
  /** Crypto networks' withdrawal fees. */
  networkFees: NetworkFees;
  /** Digital-wallet providers' keys for card provisioning payloads. */
  walletProviders: WalletProviders;
  /** Liveness checks of two-factor resets. */
  liveness: LivenessVendor;
}

/** Everything a handler may reach, built once per app. Tests swap the ports. */
export interface Services extends Ports {
  db: Db;
  clock: Clock;
  contract: Contract;
  limiter: RateLimiter;
  idempotency: Idempotency;
  auth: Authenticator;
  delivery: WebhookDelivery;
  jobs: JobRunner;
  worker: Worker;
  /** Platform rows, cached; registered by the platforms module (platformCache). */
  platforms: Platforms;
  /** Which destinations webhooks may reach (the operator's policy), checked at PATCH /config and at delivery. */
  egress: Egress;
  /** E-mail and SMS delivery of one-time codes. */
  notifier: Notifier;
  /** Seals and opens secrets at rest (src/secrets). */
  keyring: Keyring;
  /** Card issuing limits (docs/cards.md, "Limits"). */
  cardLimits: CardLimits;
}

export interface CardLimits {
  /** Live (not CLOSED) cards a platform may hold at once; CORRIDOR_MAX_LIVE_CARDS, default 1000. */
  maxLivePerPlatform: number;
}

export const DEFAULT_MAX_LIVE_CARDS = 1000;
