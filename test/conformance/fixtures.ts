import type { Credentials, Harness } from '../support/harness.ts';
import { agentActionFixtures } from './agent-action-fixtures.ts';
import { agentFixtures } from './agent-fixtures.ts';
import { cardFixtures, cardTransactionFixtures } from './card-fixtures.ts';
import { externalAccountFixtures } from './external-account-fixtures.ts';
import { paymentFixtures } from './payment-fixtures.ts';
import { ratesInvitationsFixtures } from './rates-invitations-fixtures.ts';
import { stablecoinFixtures } from './stablecoin-fixtures.ts';
import { scaFixtures } from './sca-fixtures.ts';
import { walletAuthFixtures } from './wallet-auth-fixtures.ts';
import { webhookFixtures } from './webhook-fixtures.ts';

/**
 * For every implemented operation with ids in its path: how to make, in the owner's platform,
 * a resource it can address. The conformance suite uses these to prove that another platform
 * gets 404 for it. An implemented operation with path ids and no entry here fails the suite.
 */
/** `headers`: what the operation requires besides credentials (an Idempotency-Key the contract makes required). */
export type Fixture = (h: Harness, owner: Credentials) => Promise<{ params: Record<string, string>; query?: Record<string, string>; body?: unknown; headers?: Record<string, string> }>;

const token: Fixture = async (h, owner) => ({ params: { tokenId: (await h.newToken(owner.platformId, ['VIEW'])).tokenId } });

/** An individual customer of the owner, made through the API. */
const customer: Fixture = async (h, owner) => {
  const res = await h.call('POST', '/customers', { as: owner, body: { customerType: 'INDIVIDUAL', fullName: 'Fixture Person' } });
  return { params: { customerId: res.json().id }, body: { customerType: 'INDIVIDUAL' } };
};

const verification: Fixture = async (h, owner) => {
  const { params } = await customer(h, owner);
  const res = await h.call('POST', '/verifications', { as: owner, body: { customerId: params.customerId } });
  return { params: { verificationId: res.json().id } };
};

const ownerPerson = {
  firstName: 'Fixture',
  lastName: 'Owner',
  birthDate: '1980-01-01',
  nationality: 'US',
  address: { line1: '1 Main St', postalCode: '10001', country: 'US' },
  idType: 'SSN',
  identifier: '123-45-6789',
};

const beneficialOwner: Fixture = async (h, owner) => {
  const business = await h.call('POST', '/customers', {
    as: owner,
    body: { customerType: 'BUSINESS', businessInfo: { legalName: 'Fixture LLC', country: 'US', taxId: '12-3456789', incorporatedOn: '2020-01-01' } },
  });
  const res = await h.call('POST', '/beneficial-owners', {
    as: owner,
    body: { customerId: business.json().id, roles: ['UBO'], ownershipPercentage: 10, personalInfo: ownerPerson },
  });
  return { params: { beneficialOwnerId: res.json().id }, body: { ownershipPercentage: 11 } };
};

/** A PASSPORT of a new customer, uploaded as multipart/form-data. */
const document: Fixture = async (h, owner) => {
  const { params } = await customer(h, owner);
  const boundary = 'fixture-boundary';
  const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(field('documentHolder', params.customerId) + field('documentType', 'PASSPORT') + field('country', 'US')),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 fixture\r\n--${boundary}--\r\n`),
  ]);
  const res = await h.call('POST', '/documents', { as: owner, body: payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  return { params: { documentId: res.json().id }, body: { documentNumber: 'P1234567' } };
};

/** A customer living in the EU: the sandbox provider asks it to verify e-mail and phone. */
const euCustomer: Fixture = async (h, owner) => {
  const res = await h.call('POST', '/customers', {
    as: owner,
    body: { customerType: 'INDIVIDUAL', email: 'eu@example.com', phoneNumber: '+4915112345678', address: { line1: 'Hauptstr. 1', postalCode: '10115', country: 'DE' } },
  });
  return { params: { customerId: res.json().id } };
};

const codeSent = (path: string): Fixture => async (h, owner) => {
  const { params } = await euCustomer(h, owner);
  await h.call('POST', `/customers/${params.customerId}/${path}`, { as: owner });
  return { params, body: { code: '123456' } };
};

const importJob: Fixture = async (h, owner) => {
  const boundary = 'fixture-csv';
  const csv = 'umaAddress,platformCustomerId,customerType\n';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  const res = await h.call('POST', '/customers/bulk/csv', { as: owner, body: payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  return { params: { jobId: res.json().jobId } };
};

export const fixtures: Record<string, Fixture> = {
  getBulkCustomerImportJob: importJob,
  createCustomerKycLink: async (h, owner) => ({ ...(await customer(h, owner)), body: {} }),
  sendCustomerEmailVerification: euCustomer,
  sendCustomerPhoneVerification: euCustomer,
  confirmCustomerEmailVerification: codeSent('verify-email'),
  confirmCustomerPhoneVerification: codeSent('verify-phone'),
  ...cardFixtures,
  ...cardTransactionFixtures,
  ...externalAccountFixtures,
  ...agentFixtures,
  ...agentActionFixtures,
  ...paymentFixtures,
  ...ratesInvitationsFixtures,
  ...stablecoinFixtures,
  ...walletAuthFixtures,
  ...webhookFixtures,
  ...scaFixtures,
  getVerification: verification,
  getBeneficialOwner: beneficialOwner,
  updateBeneficialOwner: beneficialOwner,
  getDocument: document,
  replaceDocument: document,
  deleteDocument: document,
  getCustomerById: customer,
  updateCustomerById: customer,
  deleteCustomerById: customer,
  getTokenById: token,
  deleteTokenById: token,
};
