import type { Db } from '../../db/driver.ts';
import type { WebhookTarget } from '../../events/delivery.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { PlatformCache } from './cache.ts';
import type { PlatformRow } from './service.ts';

/** Platforms: the tenants, their settings, environment and webhook target (the public face of the module). */

/** Platform rows for the hot read paths, kept fresh across replicas (see cache.ts). */
export interface Platforms {
  get(platformId: string): Promise<PlatformRow>;
  /** Where the platform's webhooks go and the key that signs them. */
  webhookTarget(platformId: string): Promise<WebhookTarget>;
  /** Known, without a read, to have no webhook endpoint (outbox.ts, eventStatus). */
  endpointless(platformId: string): boolean;
  /** Drops this replica's copy at once (its own writes); other replicas hear the NOTIFY. */
  forget(platformId: string): void;
  clear(): void;
}

/** The platforms module registers its cache with the composition root (app.ts). */
export function platformCache(db: Db, clock: Clock, keyring: Keyring): Platforms {
  return new PlatformCache(db, clock, keyring);
}

export type { PlatformRow };
export type { PlatformSettings } from './config.ts';
export {
  ALL_PERMISSIONS,
  createPlatform,
  environmentOf,
  firstPlatformId,
  getSettings,
  loadPlatform,
  platformExists,
  umaDomainOfAnotherPlatform,
} from './service.ts';
