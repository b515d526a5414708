import { parseId } from '../../src/ids.ts';
import { openScaSession } from '../../src/modules/sca/sessions.ts';
import type { Credentials, Harness } from './harness.ts';
import { inTx } from './payments.ts';

/**
 * Gives the customer a live SCA login session (180 days). Opened through the sca module's own
 * function until its login operations (POST /sca/login/start, /complete) are merged.
 */
export async function scaLogin(h: Harness, customerId: string, as: Credentials = h.platform): Promise<void> {
  await inTx(h, as.platformId, (tx) => openScaSession(tx, parseId('Customer', customerId) as string, 'SMS_OTP', '203.0.113.9'));
}
