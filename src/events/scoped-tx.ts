import type { Sql } from '../db/driver.ts';
import type { Tx } from '../http/operation.ts';
import { emitEvent } from './outbox.ts';

/** A transaction bound to one platform and one instant, able to write outbox events. */
export function scopedTx(sql: Sql, platformId: string, now: Date): Tx {
  return {
    platformId,
    now,
    query: (text, params) => sql.query(text, params),
    emit: async (type, data) => {
      await emitEvent(sql, platformId, type, data, now);
    },
  };
}
