import type { Sql } from '../../db/driver.ts';
import { formatId } from '../../ids.ts';
import { endUserTermsStatus, latestConsents, loadCustomer, termsNotAccepted } from '../customers/index.ts';
import { getSettings, type PlatformSettings } from '../platforms/index.ts';

/** The platformCustomerId shown on a payment of `customerId` (null: the platform's own). */
export async function platformCustomerIdOf(sql: Sql, platformId: string, customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  const row = await loadCustomer(sql, platformId, formatId('Customer', customerId));
  return row.platform_customer_id ?? null;
}

/**
 * Unregulated platforms may move a customer's money only once the customer's acceptance of
 * the service's end-user terms is on file (FACTS §2, "End-user terms consent").
 */
export async function assertTermsAccepted(sql: Sql, platformId: string, customerId: string | null, known?: PlatformSettings): Promise<void> {
  if (!customerId) return;
  const settings = known ?? (await getSettings(sql, platformId));
  if (settings.isRegulatedFinancialInstitution) return;
  const consents = (await latestConsents(sql, platformId, [customerId])).get(customerId) ?? [];
  assertTermsOnFile(customerId, endUserTermsStatus(false, consents) === 'ACCEPTED', settings);
}

/** assertTermsAccepted when whether the terms are on file is known already (the source account's terms_on_file). */
export function assertTermsOnFile(customerId: string | null, onFile: boolean, settings: PlatformSettings): void {
  if (customerId && !onFile && !settings.isRegulatedFinancialInstitution) throw termsNotAccepted(customerId);
}
