import { errors } from '../../http/errors.ts';
import { IssuerUnavailable } from '../../ports/stablecoin-issuer.ts';

/** Seconds a client waits before repeating a request the issuer's outage refused. */
export const ISSUER_RETRY_AFTER_S = 30;

/**
 * A call to the issuer from a request: its outage is 503 SERVICE_UNAVAILABLE with Retry-After,
 * and since the error rolls the transaction back nothing was written; the client repeats the
 * request with its Idempotency-Key.
 */
export async function callIssuer<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof IssuerUnavailable) {
      throw errors.SERVICE_UNAVAILABLE('The stablecoin issuer is unavailable; nothing was done. Repeat the request with the same Idempotency-Key after Retry-After', undefined, {
        'Retry-After': String(ISSUER_RETRY_AFTER_S),
      });
    }
    throw err;
  }
}
