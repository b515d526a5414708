import { operation } from '../../http/operation.ts';
import { pageRequest } from '../../http/pagination.ts';
import { createChallenge, verifyOwnership } from './ownership.ts';
import { createExternalAccount, deleteExternalAccount, getExternalAccount, listExternalAccounts } from './service.ts';
import { confirmTrustChange, startTrustChange } from './trust.ts';
import { listVasps } from './vasps.ts';

/** The customer's and the platform's operations on external accounts are the same rules with another scope. */
/** The SMS code goes out only once its challenge is committed. */
const startTrust = (operationId: 'startBeneficiaryTrust' | 'startBeneficiaryUntrust', change: 'TRUST' | 'UNTRUST') =>
  operation(operationId, { runs: 'write', status: 200 }, async (ctx, tx) => {
    const { body, message } = await startTrustChange(tx, ctx.params.externalAccountId, change);
    if (message) ctx.afterCommit(() => ctx.services.notifier.send(message));
    return body;
  });

/** A wrong proof is refused after the commit: its counted attempt must stay. */
const confirmTrust = (operationId: 'confirmBeneficiaryTrust' | 'confirmBeneficiaryUntrust', change: 'TRUST' | 'UNTRUST') =>
  operation(operationId, { runs: 'write', status: 200 }, async (ctx, tx) => {
    const result = await confirmTrustChange(tx, ctx.params.externalAccountId, change, ctx.body);
    if ('trusted' in result) return result;
    ctx.afterCommit(() => {
      throw result.error;
    });
  });

export const externalAccountOperations = [
  operation('createCustomerExternalAccount', { runs: 'write', status: 201 }, (ctx, tx) => createExternalAccount(tx, ctx.body)),
  operation('listCustomerExternalAccounts', { runs: 'read', status: 200 }, (ctx) =>
    listExternalAccounts(ctx.readDb(), ctx.caller.platformId, 'customer', ctx.query, pageRequest(ctx.query)),
  ),
  operation('getCustomerExternalAccountById', { runs: 'read', status: 200 }, (ctx) =>
    getExternalAccount(ctx.readDb(), ctx.caller.platformId, ctx.params.externalAccountId, 'customer'),
  ),
  operation('deleteCustomerExternalAccountById', { runs: 'write', status: 204 }, (ctx, tx) =>
    deleteExternalAccount(tx, ctx.params.externalAccountId, 'customer'),
  ),
  operation('createExternalAccountOwnershipChallenge', { runs: 'write', status: 201 }, (ctx, tx) =>
    createChallenge(tx, ctx.params.externalAccountId, ctx.body.method, 'customer'),
  ),
  operation('verifyExternalAccountOwnership', { runs: 'write' }, (ctx, tx) => verifyOwnership(tx, ctx.params.externalAccountId, ctx.body, 'customer')),

  operation('createPlatformExternalAccount', { runs: 'write', status: 201 }, (ctx, tx) =>
    createExternalAccount(tx, { ...ctx.body, customerId: undefined, defaultUmaDepositAccount: undefined }),
  ),
  operation('listPlatformExternalAccounts', { runs: 'read', status: 200 }, (ctx) =>
    listExternalAccounts(ctx.readDb(), ctx.caller.platformId, 'platform', ctx.query, pageRequest(ctx.query)),
  ),
  operation('getPlatformExternalAccountById', { runs: 'read', status: 200 }, (ctx) =>
    getExternalAccount(ctx.readDb(), ctx.caller.platformId, ctx.params.externalAccountId, 'platform'),
  ),
  operation('deletePlatformExternalAccountById', { runs: 'write', status: 204 }, (ctx, tx) =>
    deleteExternalAccount(tx, ctx.params.externalAccountId, 'platform'),
  ),
  operation('createPlatformExternalAccountOwnershipChallenge', { runs: 'write', status: 201 }, (ctx, tx) =>
    createChallenge(tx, ctx.params.externalAccountId, ctx.body.method, 'platform'),
  ),
  operation('verifyPlatformExternalAccountOwnership', { runs: 'write' }, (ctx, tx) =>
    verifyOwnership(tx, ctx.params.externalAccountId, ctx.body, 'platform'),
  ),

  startTrust('startBeneficiaryTrust', 'TRUST'),
  confirmTrust('confirmBeneficiaryTrust', 'TRUST'),
  startTrust('startBeneficiaryUntrust', 'UNTRUST'),
  confirmTrust('confirmBeneficiaryUntrust', 'UNTRUST'),

  operation('listVasps', { runs: 'read', status: 200 }, async (ctx) => listVasps(pageRequest(ctx.query))),
];
