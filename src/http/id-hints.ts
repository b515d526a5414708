import { isUuid } from '../ids.ts';
import type { Operation } from './contract.ts';
import { type ApiError, errors } from './errors.ts';

/**
 * Ids are `<Type>:<uuid>`; a client that strips the type (or builds ids from the uuid of a
 * database row) sends a bare uuid and gets a 404 it cannot explain. The status and code stay
 * those of the spec; the reason names the field and the id it should have sent.
 */

/** The type of the id that follows a collection in a path: /customers/{customerId} -> Customer. */
const BY_COLLECTION: Record<string, string> = {
  customers: 'Customer',
  'internal-accounts': 'InternalAccount',
  'external-accounts': 'ExternalAccount',
  'external-account': 'ExternalAccount',
  'beneficial-owners': 'BeneficialOwner',
  documents: 'Document',
  verifications: 'Verification',
  quotes: 'Quote',
  transactions: 'Transaction',
  jobs: 'Job',
  tokens: 'Token',
  credentials: 'AuthMethod',
  sessions: 'Session',
  cards: 'Card',
  'delegated-keys': 'DelegatedKey',
  agents: 'Agent',
  events: 'Webhook',
};

/** The type of an id by the name of its field, in a query or body (`accountId` is either kind of account: not named). */
const BY_FIELD: Record<string, string> = {
  customerId: 'Customer',
  internalAccountId: 'InternalAccount',
  externalAccountId: 'ExternalAccount',
  beneficialOwnerId: 'BeneficialOwner',
  documentId: 'Document',
  verificationId: 'Verification',
  quoteId: 'Quote',
  transactionId: 'Transaction',
  jobId: 'Job',
  tokenId: 'Token',
  lookupId: 'Lookup',
  sessionId: 'Session',
  cardId: 'Card',
  fundingSourceId: 'CardFundingSource',
  agentId: 'Agent',
  eventId: 'Webhook',
};

/** The fields of a body looked at, at most: a 404 is cheap to answer whatever the body holds. */
const MAX_VISITS = 2_000;

interface Found {
  field: string;
  uuid: string;
  type: string;
}

export function withIdHint(err: ApiError, op: Operation, input: { params: Record<string, string>; query: Record<string, unknown>; body: unknown }): ApiError {
  if (err.status !== 404) return err;
  const found = inPath(op, input.params) ?? inFields(input.query, '') ?? inFields(input.body, '');
  if (!found) return err;
  const hint = `${found.field} is a bare uuid; ids carry their type: send ${found.type}:${found.uuid}, the id exactly as the API returned it`;
  // The first clause of the reason ("No customer with that id on this platform"); the hint is the rest.
  const what = err.reason.split(';')[0];
  return errors[err.code](`${what}: ${hint}`, err.details, err.headers);
}

function inPath(op: Operation, params: Record<string, string>): Found | undefined {
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== 'string' || !isUuid(value)) continue;
    const collection = new RegExp(`/([^/{}]+)/\\{${name}\\}`).exec(op.path)?.[1];
    // Only where the type is known: other path values (a WebAuthn credential id, an invitation code) are not typed ids.
    const type = (collection && BY_COLLECTION[collection]) || BY_FIELD[name];
    if (type) return { field: name, uuid: value.toLowerCase(), type };
  }
  return undefined;
}

function inFields(root: unknown, prefix: string): Found | undefined {
  const stack: { value: unknown; path: string; key: string }[] = [{ value: root, path: prefix, key: '' }];
  for (let visits = 0; stack.length > 0 && visits < MAX_VISITS; visits++) {
    const { value, path, key } = stack.pop()!;
    if (typeof value === 'string') {
      // Only fields that hold API ids: platformCustomerId and the like are the platform's own, any shape.
      const type = BY_FIELD[key];
      if (type && isUuid(value)) return { field: path, uuid: value.toLowerCase(), type };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: path ? `${path}.${i}` : String(i), key });
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) stack.push({ value: v, path: path ? `${path}.${k}` : k, key: k });
    }
  }
  return undefined;
}
