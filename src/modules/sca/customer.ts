import type { Sql } from '../../db/driver.ts';
import { errors } from '../../http/errors.ts';
import { type CustomerRow, findCustomerRow, loadActiveCustomer, loadCustomer, mandatesSca } from '../customers/index.ts';

const NOT_SCA =
  'Strong customer authentication does not apply to this customer: only customers whose provider mandates it (address.country, else region, in the EU/EEA or the UK) use the /sca endpoints';

/**
 * The customer of an /sca/* call: 404 for an unknown id or another platform's customer (before
 * anything about its factors is said), 409 CONFLICT where SCA does not apply. `lock` takes the
 * customer row for the rest of the transaction, so lockout counts and factor changes of one
 * customer run one after the other.
 */
export async function scaCustomer(sql: Sql, platformId: string, publicId: string, lock = false): Promise<CustomerRow> {
  const row = lock ? await loadActiveCustomer(sql, platformId, publicId) : await loadCustomer(sql, platformId, publicId);
  if (!mandatesSca(row)) throw errors.CONFLICT(NOT_SCA);
  return row;
}

/** The customer by bare uuid, for other modules' checks; undefined when it is not this platform's. */
export async function customerByUuid(sql: Sql, platformId: string, customerId: string): Promise<CustomerRow | undefined> {
  return findCustomerRow(sql, platformId, customerId);
}
