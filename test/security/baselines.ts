import { randomUUID } from 'node:crypto';
import { fixtures } from '../conformance/fixtures.ts';
import { walletCard } from '../conformance/wallet-auth-fixtures.ts';
import { cardholder } from '../conformance/card-fixtures.ts';
import { basePolicy, newAgent } from '../support/agents.ts';
import type { Credentials, Harness } from '../support/harness.ts';
import type { Baseline } from '../support/hostile-inputs.ts';
import { customerWithAccounts, fund, platformAccount, quoteBody, terms } from '../support/payments.ts';
import { oauthWallet, oidcToken, walletCustomer } from '../support/wallet-auth.ts';
import { euCustomer as scaCustomer } from '../support/sca.ts';
import { evmWallet } from '../support/wallets.ts';

/**
 * For each implemented operation, a request it accepts, made in the owner's platform: real ids
 * in its path, in its query and in its body. The hostile cases change one thing of it at a
 * time, so that each change meets the check it aims at. Operations with path parameters start
 * from the conformance fixtures (which also give another platform's equivalent resource).
 */
export type BaselineOf = (h: Harness, owner: Credentials, env: BaselineEnv) => Promise<Baseline>;

export interface BaselineEnv {
  /** A loopback endpoint that accepts webhooks. */
  webhookUrl: string;
}

const PDF = Buffer.from('%PDF-1.7\n% a tiny test document\n');

const customerId = async (h: Harness, owner: Credentials, body: Record<string, unknown> = { customerType: 'INDIVIDUAL', fullName: 'Baseline Person' }) => {
  const res = await h.call('POST', '/customers', { as: owner, body });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().id as string;
};

const business = (h: Harness, owner: Credentials) =>
  customerId(h, owner, { customerType: 'BUSINESS', businessInfo: { legalName: 'Baseline LLC', country: 'US', taxId: '12-3456789', incorporatedOn: '2020-01-01' } });

const person = {
  firstName: 'Bea',
  lastName: 'Baseline',
  birthDate: '1975-01-01',
  nationality: 'US',
  address: { line1: '1 Main St', city: 'New York', postalCode: '10001', country: 'US' },
  idType: 'SSN',
  identifier: '234-56-7890',
};

/** A customer with funded USD and EUR accounts and a US bank account. */
async function payer(h: Harness, owner: Credentials) {
  const c = await customerWithAccounts(h, ['USD', 'EUR'], { as: owner });
  await fund(h, c.accounts.USD, 1_000_000, owner);
  const res = await h.call('POST', '/customers/external-accounts', {
    as: owner,
    body: {
      customerId: c.customerId,
      currency: 'USD',
      accountInfo: { accountType: 'USD_ACCOUNT', accountNumber: '12345678901', routingNumber: '021000021', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Pay Person' } },
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { ...c, bank: res.json().id as string };
}

const custom: Record<string, BaselineOf> = {
  async linkStablecoinProviderAccount() {
    return {
      params: {},
      headers: { 'idempotency-key': randomUUID() },
      body: { provider: 'BRALE', apiClientId: `baseline-${randomUUID()}`, apiClientSecret: `sk_baseline_${randomUUID()}` },
    };
  },
  async registerStablecoin(h, owner) {
    const link = await h.call('POST', '/stablecoin-provider-accounts', {
      as: owner,
      headers: { 'idempotency-key': randomUUID() },
      body: { provider: 'BRALE', apiClientId: `baseline-${randomUUID()}`, apiClientSecret: `sk_baseline_${randomUUID()}` },
    });
    if (link.statusCode !== 201) throw new Error(link.body);
    const token = `B${randomUUID().slice(0, 6)}`;
    return {
      params: {},
      headers: { 'idempotency-key': randomUUID() },
      body: { providerTokenIdentifier: token, networkTokenIdentifier: `btkn1${token.toLowerCase()}`, network: 'SPARK', stablecoinProviderAccountId: link.json().id },
    };
  },
  async updatePlatformConfig(h, owner) {
    const config = (await h.call('GET', '/config', { as: owner })).json();
    return {
      params: {},
      body: {
        umaDomain: 'hostile.example',
        webhookEndpoint: 'http://127.0.0.1:9/hooks',
        supportedCurrencies: config.supportedCurrencies.slice(0, 2),
        feeConfigs: config.feeConfigs ?? [],
        skipVerificationPaperwork: false,
        underCounterpartyRequirements: false,
      },
    };
  },
  async sendTestWebhook(h, owner, env) {
    const res = await h.call('PATCH', '/config', { as: owner, body: { webhookEndpoint: env.webhookUrl } });
    if (res.statusCode !== 200) throw new Error(res.body);
    return { params: {} };
  },
  async getExchangeRates() {
    return { params: {}, query: { sourceCurrency: 'USD', destinationCurrency: 'EUR', sendingAmount: '1000' } };
  },
  async getDiscoveries() {
    return { params: {}, query: { country: 'MX', currency: 'MXN' } };
  },
  async listCustomers() {
    return { params: {}, query: { customerType: 'INDIVIDUAL', limit: '10', createdAfter: '2020-01-01T00:00:00Z' } };
  },
  async createCustomer() {
    return {
      params: {},
      body: {
        customerType: 'INDIVIDUAL',
        fullName: 'Hostile Baseline',
        birthDate: '1980-02-29',
        nationality: 'US',
        email: 'baseline@example.com',
        phoneNumber: '+14155550100',
        address: { line1: '1 Main St', line2: 'Apt 2', city: 'New York', state: 'NY', postalCode: '10001', country: 'US' },
        endUserTermsConsent: terms,
      },
    };
  },
  async listCustomerInternalAccounts(h, owner) {
    const c = await customerWithAccounts(h, ['USD'], { as: owner });
    return { params: {}, query: { customerId: c.customerId, currency: 'USD', limit: '5' } };
  },
  async createCard(h, owner) {
    const holder = await cardholder(h, owner);
    return { params: {}, body: { cardholderId: holder.customerId, form: 'VIRTUAL', fundingSources: [holder.usd], platformCardId: 'baseline-card', maxSpendPerTransaction: 5000 } };
  },
  async listCards(h, owner) {
    const holder = await cardholder(h, owner);
    return { params: {}, query: { cardholderId: holder.customerId, accountId: holder.usd, status: 'ACTIVE', limit: '5', sortOrder: 'asc' } };
  },
  async listPlatformInternalAccounts() {
    return { params: {}, query: { currency: 'USD', type: 'INTERNAL_FIAT' } };
  },
  async listCustomerExternalAccounts(h, owner) {
    return { params: {}, query: { customerId: await customerId(h, owner), currency: 'EUR', limit: '5' } };
  },
  async createCustomerExternalAccount(h, owner) {
    return {
      params: {},
      body: {
        customerId: await customerId(h, owner),
        currency: 'EUR',
        accountInfo: { accountType: 'EUR_ACCOUNT', iban: 'DE89370400440532013000', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Baseline Person', countryOfResidence: 'DE' } },
      },
    };
  },
  async listPlatformExternalAccounts() {
    return { params: {}, query: { currency: 'USDC', limit: '5' } };
  },
  async createPlatformExternalAccount() {
    return {
      params: {},
      body: { currency: 'USDC', ownershipType: 'FIRST_PARTY', accountInfo: { accountType: 'BASE_WALLET', address: evmWallet().address, vaspName: 'Sandbox Custody One' } },
    };
  },
  async listBeneficialOwners(h, owner) {
    return { params: {}, query: { customerId: await business(h, owner), limit: '5' } };
  },
  async createBeneficialOwner(h, owner) {
    return { params: {}, body: { customerId: await business(h, owner), roles: ['UBO'], ownershipPercentage: 10, personalInfo: person } };
  },
  async listDocuments(h, owner) {
    return { params: {}, query: { documentHolder: await customerId(h, owner), limit: '5' } };
  },
  async uploadDocument(h, owner) {
    return {
      params: {},
      form: { fields: { documentHolder: await customerId(h, owner), documentType: 'PASSPORT', country: 'US', documentNumber: 'P100' }, file: { name: 'passport.pdf', type: 'application/pdf', bytes: PDF } },
    };
  },
  async listVerifications(h, owner) {
    return { params: {}, query: { customerId: await customerId(h, owner), verificationStatus: 'APPROVED', limit: '5' } };
  },
  async createVerification(h, owner) {
    return { params: {}, body: { customerId: await customerId(h, owner) } };
  },
  async createTransferIn(h, owner) {
    const p = await payer(h, owner);
    return { params: {}, body: { source: { accountId: p.bank }, destination: { accountId: p.accounts.USD }, amount: 3000 } };
  },
  async createTransferOut(h, owner) {
    const p = await payer(h, owner);
    return { params: {}, body: { source: { accountId: p.accounts.USD }, destination: { accountId: p.bank }, amount: 2500, remittanceInformation: 'rent' } };
  },
  async createQuote(h, owner) {
    const p = await payer(h, owner);
    return { params: {}, body: { ...quoteBody(p.accounts.USD, p.bank, 1000), description: 'baseline' } };
  },
  async listWebhookEvents(h, owner) {
    // Every filter set, to values that select the owner's newest event.
    const { params } = await fixtures.getWebhookEvent(h, owner);
    const event = (await h.call('GET', `/webhooks/events/${params.eventId}`, { as: owner })).json();
    return { params: {}, query: { type: event.type, status: event.status, objectId: event.data.id, limit: '5' } };
  },
  async listTransactions(h, owner) {
    const p = await payer(h, owner);
    return { params: {}, query: { customerId: p.customerId, status: 'PENDING', startDate: '2020-01-01T00:00:00Z', limit: '5', sortOrder: 'desc' } };
  },
  async estimateCryptoWithdrawalFee(h, owner) {
    return {
      params: {},
      body: {
        internalAccountId: await platformAccount(h, 'USDC', owner),
        currency: 'USDC',
        cryptoNetwork: 'SOLANA',
        amount: 10_000_000,
        destinationAddress: 'So11111111111111111111111111111111111111112',
      },
    };
  },
  async uploadCustomersCsv() {
    const csv = 'umaAddress,platformCustomerId,customerType,fullName\n$bulk.baseline@hostile.example,bulk-1,INDIVIDUAL,Bulk Person\n';
    return { params: {}, form: { fields: {}, file: { name: 'customers.csv', type: 'text/csv', bytes: Buffer.from(csv) } } };
  },
  async createInvitation(h, owner) {
    await h.call('PATCH', '/config', { as: owner, body: { umaDomain: 'invites.hostile.example' } });
    return { params: {}, body: { inviterUma: '$inviter@invites.hostile.example', firstName: 'Ada', amountToSend: 1000, expiresAt: '2099-01-01T00:00:00Z' } };
  },
  async sandboxSend(h, owner) {
    const payee = await customerWithAccounts(h, ['EUR'], { as: owner });
    const quote = await h.call('POST', '/quotes', {
      as: owner,
      body: { source: { sourceType: 'REALTIME_FUNDING', currency: 'USD' }, destination: { destinationType: 'ACCOUNT', accountId: payee.accounts.EUR }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 10_000 },
    });
    if (quote.statusCode >= 300) throw new Error(quote.body);
    return { params: {}, body: { quoteId: quote.json().id, currencyCode: 'USD' } };
  },
  async sandboxReceive(h, owner) {
    const payee = await customerId(h, owner, { customerType: 'INDIVIDUAL', fullName: 'Baseline Payee', endUserTermsConsent: terms });
    return { params: {}, body: { senderUmaAddress: '$success.usd@sandbox.uma.money', customerId: payee, receivingCurrencyCode: 'USD', receivingCurrencyAmount: 1000 } };
  },
  async getAvailableUmaProviders() {
    return { params: {}, query: { countryCode: 'DE', currencyCode: 'EUR', hasBlockedProviders: 'false', limit: '5', sortOrder: 'asc' } };
  },
  async listVasps() {
    return { params: {}, query: { limit: '5' } };
  },
  async listTokens() {
    return { params: {}, query: { name: 'Test', createdAfter: '2020-01-01T00:00:00Z', limit: '5' } };
  },
  async createToken() {
    return { params: {}, body: { name: 'hostile', permissions: ['VIEW', 'TRANSACT'] } };
  },
  async createAgent(h, owner) {
    const c = await customerWithAccounts(h, ['USD', 'EUR'], { as: owner });
    const policy = {
      ...basePolicy,
      accountRestrictions: { allowedAccountIds: [c.accounts.USD], accountRules: [{ accountId: c.accounts.EUR, executionMode: 'APPROVAL_REQUIRED', perTransactionLimit: 500 }] },
      approvalThresholds: { currency: 'USD', amount: 2_500 },
    };
    return { params: {}, body: { name: 'Hostile agent', customerId: c.customerId, policy } };
  },
  async getAgentMe(h, owner) {
    return { params: {}, headers: { authorization: `Bearer ${(await newAgent(h, { as: owner })).token}` } };
  },
  async listAuthCredentials(h, owner) {
    return { params: {}, query: { accountId: (await oauthWallet(h, owner)).accountId } };
  },
  async listAuthSessions(h, owner) {
    return { params: {}, query: { accountId: (await oauthWallet(h, owner)).accountId } };
  },
  async createAuthCredential(h, owner) {
    // A wallet without credential (customer without e-mail): the body registers at once.
    const { accountId } = await walletCustomer(h, owner, { email: false });
    return { params: {}, body: { type: 'OAUTH', accountId, oidcToken: oidcToken(h.clock.now()) } };
  },
  async createDelegatedKey(h, owner) {
    const w = await walletCard(h, owner);
    return { params: {}, body: { cardId: w.cardId, internalAccountId: w.accountId, nickname: 'Baseline key' } };
  },
  async listDelegatedKeys(h, owner) {
    return { params: {}, query: { accountId: (await oauthWallet(h, owner)).accountId } };
  },
  async lookupUma(h, owner) {
    const f = await fixtures.lookupUma(h, owner);
    // senderUmaAddress and customerId exclude each other; the customer is the one that looks ids up.
    return { params: f.params, query: { customerId: await customerId(h, owner) } };
  },
  async listScaFactors(h, owner) {
    return { params: {}, query: { customerId: (await scaCustomer(h, {}, owner)).id } };
  },
  async startScaFactorEnrollment(h, owner) {
    return { params: {}, query: { customerId: (await scaCustomer(h, {}, owner)).id }, body: { type: 'TOTP' } };
  },
  async confirmScaFactorEnrollment(h, owner) {
    const customerId = (await scaCustomer(h, {}, owner)).id;
    const start = (await h.call('POST', '/sca/factors', { as: owner, query: { customerId }, body: { type: 'TOTP' } })).json();
    return { params: {}, query: { customerId }, body: { type: 'TOTP', secret: start.secret, code: '000000' } };
  },
  async startScaLogin(h, owner) {
    return { params: {}, query: { customerId: (await scaCustomer(h, {}, owner)).id }, body: { factor: 'SMS_OTP' } };
  },
  async completeScaLogin(h, owner) {
    const customerId = (await scaCustomer(h, {}, owner)).id;
    const start = (await h.call('POST', '/sca/login/start', { as: owner, query: { customerId }, body: { factor: 'SMS_OTP' } })).json();
    return { params: {}, query: { customerId }, body: { factor: 'SMS_OTP', challengeId: start.challengeId, code: '123456', endUserIpAddress: '203.0.113.7' } };
  },
  async recordSecurityEvent(h, owner) {
    return { params: {}, query: { customerId: (await scaCustomer(h, {}, owner)).id }, body: { eventType: 'FAILED_LOGIN_ATTEMPT' } };
  },
  async startTwoFactorReset(h, owner) {
    return { params: {}, query: { customerId: (await scaCustomer(h, {}, owner)).id }, body: { factor: 'SMS_OTP' } };
  },
  async lookupExternalAccount(h, owner) {
    const f = await fixtures.lookupExternalAccount(h, owner);
    return { params: f.params, query: { senderUmaAddress: '$sender@hostile.example' } };
  },
};

/**
 * A connected agent (AUTO, every permission) of a customer with funded USD and EUR accounts and
 * a US bank account, one quote executed through it (so a transaction and an action exist), and
 * its bearer header for the /agents/me operations.
 */
async function agentPayer(h: Harness, owner: Credentials) {
  const p = await payer(h, owner);
  const policy = { ...basePolicy, permissions: [...basePolicy.permissions, 'MANAGE_EXTERNAL_ACCOUNTS'] };
  const agent = await newAgent(h, { as: owner, customerId: p.customerId, policy });
  const headers = { authorization: `Bearer ${agent.token}` };
  const quote = () => h.call('POST', '/agents/me/quotes', { as: null, headers, body: quoteBody(p.accounts.USD, p.accounts.EUR, 1_000) });
  const first = await quote();
  if (first.statusCode !== 201) throw new Error(first.body);
  const action = await h.call('POST', `/agents/me/quotes/${first.json().id}/execute`, { as: null, headers });
  if (action.statusCode !== 200) throw new Error(action.body);
  return { ...p, headers, quote, quoteId: first.json().id as string, action: action.json() as { id: string; transaction: { id: string } } };
}

const agentCustom: Record<string, BaselineOf> = {
  async agentListTransactions(h, owner) {
    return { params: {}, headers: (await agentPayer(h, owner)).headers, query: { type: 'OUTGOING', sortOrder: 'asc', limit: '5' } };
  },
  async agentGetTransaction(h, owner) {
    const a = await agentPayer(h, owner);
    return { params: { transactionId: a.action.transaction.id }, headers: a.headers };
  },
  async agentCreateQuote(h, owner) {
    const a = await agentPayer(h, owner);
    return { params: {}, headers: { ...a.headers, 'idempotency-key': randomUUID() }, body: quoteBody(a.accounts.USD, a.accounts.EUR, 1_000) };
  },
  async agentGetQuote(h, owner) {
    const a = await agentPayer(h, owner);
    return { params: { quoteId: a.quoteId }, headers: a.headers };
  },
  async agentExecuteQuote(h, owner) {
    const a = await agentPayer(h, owner);
    return { params: { quoteId: (await a.quote()).json().id }, headers: { ...a.headers, 'idempotency-key': randomUUID() } };
  },
  async agentListActions(h, owner) {
    return { params: {}, headers: (await agentPayer(h, owner)).headers, query: { status: 'APPROVED', limit: '5' } };
  },
  async agentGetAction(h, owner) {
    const a = await agentPayer(h, owner);
    return { params: { actionId: a.action.id }, headers: a.headers };
  },
  async agentCreateTransferIn(h, owner) {
    const a = await agentPayer(h, owner);
    return { params: {}, headers: { ...a.headers, 'idempotency-key': randomUUID() }, body: { source: { accountId: a.bank }, destination: { accountId: a.accounts.USD }, amount: 1_000 } };
  },
  async agentCreateTransferOut(h, owner) {
    const a = await agentPayer(h, owner);
    return { params: {}, headers: { ...a.headers, 'idempotency-key': randomUUID() }, body: { source: { accountId: a.accounts.USD }, destination: { accountId: a.bank }, amount: 1_000 } };
  },
  async agentListInternalAccounts(h, owner) {
    return { params: {}, headers: (await agentPayer(h, owner)).headers, query: { currency: 'USD', type: 'INTERNAL_FIAT', limit: '5' } };
  },
  async agentListExternalAccounts(h, owner) {
    return { params: {}, headers: (await agentPayer(h, owner)).headers, query: { currency: 'USD', limit: '5' } };
  },
  async agentCreateExternalAccount(h, owner) {
    const a = await agentPayer(h, owner);
    const accountInfo = { accountType: 'USD_ACCOUNT', accountNumber: '98765432', routingNumber: '021000021', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Pay Person' } };
    return { params: {}, headers: a.headers, body: { currency: 'USD', accountInfo } };
  },
  async agentGetExternalAccount(h, owner) {
    const a = await agentPayer(h, owner);
    return { params: { externalAccountId: a.bank }, headers: a.headers };
  },
  async agentDeleteExternalAccount(h, owner) {
    const a = await agentPayer(h, owner);
    return { params: { externalAccountId: a.bank }, headers: a.headers };
  },
  async listAgentApprovals(h, owner) {
    const a = await agentPayer(h, owner);
    return { params: {}, query: { customerId: a.customerId, startDate: '2020-01-01T00:00:00Z', sortOrder: 'asc', limit: '5' } };
  },
};

/** The baseline of an operation: its own entry, else its conformance fixture, else no parameters at all. */
export async function baselineOf(h: Harness, owner: Credentials, operationId: string, env: BaselineEnv): Promise<Baseline> {
  if (custom[operationId]) return custom[operationId](h, owner, env);
  if (agentCustom[operationId]) return agentCustom[operationId](h, owner, env);
  if (fixtures[operationId]) {
    const f = await fixtures[operationId](h, owner);
    return { params: f.params, query: f.query, body: f.body, headers: f.headers };
  }
  return { params: {} };
}

/** Path parameters of the same kind of resource in another platform, from the conformance fixtures. */
export async function foreignParams(h: Harness, stranger: Credentials, operationId: string): Promise<Record<string, string> | undefined> {
  // Called without credentials, the code its own proof: another platform's code is simply a code.
  if (!fixtures[operationId] || operationId === 'redeemAgentDeviceCode') return undefined;
  return (await fixtures[operationId](h, stranger)).params;
}

/** Real ids of another platform by type, for ids in bodies and queries. */
export async function foreignIds(h: Harness, stranger: Credentials): Promise<Record<string, string>> {
  const p = await payer(h, stranger);
  const ids: Record<string, string> = {
    Customer: p.customerId,
    InternalAccount: p.accounts.USD,
    ExternalAccount: p.bank,
  };
  const q = await h.call('POST', '/quotes', { as: stranger, body: quoteBody(p.accounts.USD, p.accounts.EUR, 1000) });
  if (q.statusCode < 300) ids.Quote = q.json().id;
  const bo = await fixtures.getBeneficialOwner(h, stranger);
  ids.BeneficialOwner = bo.params.beneficialOwnerId;
  ids.Document = (await fixtures.getDocument(h, stranger)).params.documentId;
  ids.Verification = (await fixtures.getVerification(h, stranger)).params.verificationId;
  ids.Token = (await fixtures.getTokenById(h, stranger)).params.tokenId;
  ids.Card = (await fixtures.getCardById(h, stranger)).params.id;
  ids.Transaction = (await fixtures.getTransactionById(h, stranger)).params.transactionId;
  ids.Job = (await fixtures.getBulkCustomerImportJob(h, stranger)).params.jobId;
  const w = await oauthWallet(h, stranger);
  ids.AuthMethod = w.credentialId;
  ids.Session = w.sessionId;
  // Embedded wallet accounts are internal accounts too; the USD one above stands for the type.
  return ids;
}
