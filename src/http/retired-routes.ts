import type { FastifyInstance } from 'fastify';
import { type Contract, fastifyPath, type Operation } from './contract.ts';
import { type ApiError, errors } from './errors.ts';

/**
 * Routes that older reference clients still call and the current interface removed. Each
 * answers 404 NOT_FOUND (405 METHOD_NOT_ALLOWED, with Allow, where the path has other
 * methods), as an unknown route does, but its reason and details name the operations that
 * replaced it. Without this, GET /customers/kyc-link was read as GET /customers/{customerId}
 * and answered CUSTOMER_NOT_FOUND, which sent the client looking for a customer.
 */

interface Retired {
  method: Operation['method'];
  path: string;
  /** What changed, in words; the reason goes on with the operations to use instead. */
  why: string;
  /** The operationIds to call instead; their methods and paths are read from the contract. */
  use: readonly string[];
}

const PLAID = {
  why: 'external accounts are not linked through Plaid but created from their details (their ownership proved with …/{externalAccountId}/challenge)',
  use: ['createCustomerExternalAccount', 'createPlatformExternalAccount'],
};

const RETIRED: readonly Retired[] = [
  { method: 'GET', path: '/customers/kyc-link', why: 'a KYC link is made for one customer', use: ['createCustomerKycLink'] },
  { method: 'GET', path: '/quotes', why: 'quotes are not listed', use: ['getQuoteById', 'createQuote'] },
  { method: 'POST', path: '/webhooks/test', why: 'the test webhook is a sandbox operation', use: ['sendTestWebhook'] },
  { method: 'POST', path: '/plaid/link-tokens', ...PLAID },
  { method: 'POST', path: '/plaid/callback/{token}', ...PLAID },
];

/** Registers the retired routes under `prefix`; an operation they name that the contract lacks is a bug, refused at start. */
export function registerRetiredRoutes(app: FastifyInstance, prefix: string, contract: Contract): void {
  for (const route of RETIRED) {
    const refusal = refusalOf(route, contract);
    app.route({
      method: route.method,
      url: prefix + fastifyPath(route.path),
      handler: async () => {
        throw refusal();
      },
    });
  }
}

function refusalOf(route: Retired, contract: Contract): () => ApiError {
  const use = route.use.map((id) => {
    const op = contract.byId.get(id);
    if (!op) throw new Error(`retired route ${route.method} ${route.path} names ${id}, which the contract does not have`);
    return { operationId: id, method: op.method, path: op.path };
  });
  const reason = `${route.method} ${route.path} is no longer part of the interface: ${route.why}; use ${use.map((u) => `${u.method} ${u.path}`).join(' or ')}`;
  const details = { use };
  // The same path with other methods (POST /quotes): 405, as for any other method a path does not take.
  const methods = contract.operations.filter((op) => op.path === route.path).map((op) => op.method);
  if (methods.length > 0) return () => errors.METHOD_NOT_ALLOWED(reason, details, { allow: methods.join(', ') });
  return () => errors.NOT_FOUND(reason, details);
}
