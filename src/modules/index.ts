import type { Handlers } from '../http/operation.ts';
import { platformHandlers } from './platforms/routes.ts';
import { tokenHandlers } from './tokens/routes.ts';
import { webhookHandlers } from './webhooks/routes.ts';

/**
 * Every implemented operation, by operationId. An operation of the contract that is not
 * here answers 501 NOT_IMPLEMENTED and is listed as missing by `npm run coverage:api`.
 */
export const handlers: Handlers = {
  ...platformHandlers,
  ...tokenHandlers,
  ...webhookHandlers,
};
