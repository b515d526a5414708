import type { Db } from './db/driver.ts';
import type { ReadRouting } from './db/read-routing.ts';
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
import type { OidcKeys } from './ports/oidc-keys.ts';
import type { Rails } from './ports/rails.ts';
import type { StablecoinIssuer } from './ports/stablecoin-issuer.ts';
import type { UmaDirectory } from './ports/uma-directory.ts';
import type { WalletCustody } from './ports/wallet-custody.ts';
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
  /** The custody provider that executes embedded-wallet activities (wallet-auth signed retries). */
  walletCustody: WalletCustody;
  /** The stablecoin issuer (Brale in the reference): credentials, tokens, account links, mint and burn orders. */
  stablecoinIssuer: StablecoinIssuer;
  /** Liveness checks of two-factor resets. */
  liveness: LivenessVendor;
}

/** Everything a handler may reach, built once per app. Tests swap the ports. */
export interface Services extends Ports {
  /** The primary: every write, and every read that is not routed (reads below). */
  db: Db;
  /** Where reads of list and get operations go: a read replica when one is configured and safe (src/db/read-routing.ts). */
  reads: ReadRouting;
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
  /** OIDC issuers' signing keys, for ID tokens on production platforms (docs/wallet-auth.md). */
  oidc: OidcKeys;
  /** Seals and opens secrets at rest (src/secrets). */
  keyring: Keyring;
  /** Card issuing limits (docs/cards.md, "Limits"). */
  cardLimits: CardLimits;
  /** The WebAuthn relying party new SCA passkeys are registered with (docs/sca.md, "Factors"). */
  scaRelyingParty: ScaRelyingParty;
}

/**
 * The relying party of SCA passkeys: its id (a domain), the name authenticators show, and the
 * page origins allowed to use it (`scheme://host[:port]`, `:*` for any port). One per
 * deployment (CORRIDOR_SCA_RP_ID, CORRIDOR_SCA_RP_ORIGINS); a passkey keeps the relying party
 * and origins it was registered with.
 */
export interface ScaRelyingParty {
  id: string;
  name: string;
  origins: readonly string[];
}

/** The sandbox default: pages on localhost, any port. */
export const SANDBOX_RELYING_PARTY: ScaRelyingParty = { id: 'localhost', name: 'Corridor', origins: ['http://localhost:*', 'https://localhost:*'] };

export interface CardLimits {
  /** Live (not CLOSED) cards a platform may hold at once; CORRIDOR_MAX_LIVE_CARDS, default 1000. */
  maxLivePerPlatform: number;
}

export const DEFAULT_MAX_LIVE_CARDS = 1000;
