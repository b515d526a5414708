/**
 * A customer paying out as a platform's customers do, made through the API: an individual with
 * the end-user terms accepted, its USD account funded with 10,000,000.00, and a US bank account of
 * its own. Answers the body of its payout: 1.00 USD to that bank account, executed at once. Used
 * by the payouts bench and the fault suites that run processes, each through its own `call`.
 */
// biome-ignore lint/suspicious/noExplicitAny: the answers are the API's JSON, read by field
type Call = (method: string, path: string, body?: unknown) => Promise<any>;

export async function payoutCustomer(call: Call, i: number, name: string, accountPrefix = '5550'): Promise<Record<string, unknown>> {
  const customer = await call('POST', '/customers', {
    customerType: 'INDIVIDUAL',
    platformCustomerId: `${name.toLowerCase().replace(/\W+/g, '-')}-${i}`,
    fullName: `${name} ${i}`,
    birthDate: '1990-01-01',
    nationality: 'US',
    address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
    agreementConsents: [{ type: 'SERVICE_END_USER_TERMS', termsVersion: '2025-10-13', acceptedAt: new Date().toISOString() }],
  });
  const owned = (await call('GET', `/customers/internal-accounts?customerId=${customer.id}`)).data as { id: string; balance: { currency: { code: string } } }[];
  const account = owned.find((a) => a.balance.currency.code === 'USD')!.id;
  await call('POST', `/sandbox/internal-accounts/${account}/fund`, { amount: 1_000_000_000 });
  // Account numbers ending 2xx: clear of the sandbox's 1xx triggers.
  const bank = await call('POST', '/customers/external-accounts', {
    customerId: customer.id,
    currency: 'USD',
    accountInfo: {
      accountType: 'USD_ACCOUNT',
      accountNumber: `${accountPrefix}${String(200 + i).padStart(4, '0')}`,
      routingNumber: '021000021',
      beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: `${name} ${i}` },
    },
  });
  return {
    source: { sourceType: 'ACCOUNT', accountId: account },
    destination: { destinationType: 'ACCOUNT', accountId: bank.id },
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: 100,
    immediatelyExecute: true,
  };
}
