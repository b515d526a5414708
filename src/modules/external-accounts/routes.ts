import type { Handlers, OperationContext } from '../../http/operation.ts';
import { pageRequest } from '../../http/pagination.ts';
import type { AccountInfo } from './kinds.ts';
import { createChallenge, verifyOwnership } from './ownership.ts';
import { createExternalAccount, type CreateInput, deleteExternalAccount, getExternalAccount, listExternalAccounts } from './service.ts';
import type { Scope } from './store.ts';
import { confirmTrustChange, startTrustChange } from './trust.ts';
import { listVasps } from './vasps.ts';

const id = (ctx: OperationContext) => ctx.params.externalAccountId;

const create = (scope: Scope) => async (ctx: OperationContext) => {
  const body = ctx.body as CreateInput & { accountInfo: AccountInfo };
  const input = scope === 'platform' ? { ...body, customerId: undefined, defaultUmaDepositAccount: undefined } : body;
  return ctx.write(async (tx) => ({ status: 201, body: await createExternalAccount(tx, input) }));
};

const list = (scope: Scope) => async (ctx: OperationContext) => {
  const q = ctx.query as { customerId?: string; currency?: string };
  return { status: 200, body: await listExternalAccounts(ctx.services.db, ctx.caller.platformId, scope, q, pageRequest(ctx.query)) };
};

const get = (scope: Scope) => async (ctx: OperationContext) => ({
  status: 200,
  body: await getExternalAccount(ctx.services.db, ctx.caller.platformId, id(ctx), scope),
});

const remove = (scope: Scope) => async (ctx: OperationContext) =>
  ctx.write(async (tx) => {
    await deleteExternalAccount(tx, id(ctx), scope);
    return { status: 204 };
  });

const challenge = (scope: Scope) => async (ctx: OperationContext) => {
  const { method } = ctx.body as { method: 'WALLET_SIGNATURE' | 'LIVENESS' };
  return ctx.write(async (tx) => ({ status: 201, body: await createChallenge(tx, id(ctx), method, scope) }));
};

const verify = (scope: Scope) => async (ctx: OperationContext) =>
  ctx.write((tx) => verifyOwnership(tx, id(ctx), ctx.body as { signature: string; signatureScheme?: 'bip137' | 'electrum' }, scope));

type ConfirmBody = { challengeId?: string | null; code?: string | null };

export const externalAccountHandlers: Handlers = {
  createCustomerExternalAccount: create('customer'),
  listCustomerExternalAccounts: list('customer'),
  getCustomerExternalAccountById: get('customer'),
  deleteCustomerExternalAccountById: remove('customer'),
  createExternalAccountOwnershipChallenge: challenge('customer'),
  verifyExternalAccountOwnership: verify('customer'),

  createPlatformExternalAccount: create('platform'),
  listPlatformExternalAccounts: list('platform'),
  getPlatformExternalAccountById: get('platform'),
  deletePlatformExternalAccountById: remove('platform'),
  createPlatformExternalAccountOwnershipChallenge: challenge('platform'),
  verifyPlatformExternalAccountOwnership: verify('platform'),

  async startBeneficiaryTrust(ctx) {
    return ctx.write(async (tx) => ({ status: 200, body: await startTrustChange(tx, id(ctx), 'TRUST') }));
  },
  async confirmBeneficiaryTrust(ctx) {
    return ctx.write(async (tx) => ({ status: 200, body: await confirmTrustChange(tx, id(ctx), 'TRUST', ctx.body as ConfirmBody) }));
  },
  async startBeneficiaryUntrust(ctx) {
    return ctx.write(async (tx) => ({ status: 200, body: await startTrustChange(tx, id(ctx), 'UNTRUST') }));
  },
  async confirmBeneficiaryUntrust(ctx) {
    return ctx.write(async (tx) => ({ status: 200, body: await confirmTrustChange(tx, id(ctx), 'UNTRUST', ctx.body as ConfirmBody) }));
  },

  async listVasps(ctx) {
    return { status: 200, body: listVasps(pageRequest(ctx.query)) };
  },
};
