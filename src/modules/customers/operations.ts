import { fieldError, invalidInput } from '../../http/errors.ts';
import { operation } from '../../http/operation.ts';
import { confirmContactCode, issueContactCode, limitSends } from './contact.ts';
import type { ContactChannel } from './contact-rules.ts';
import { pageRequest } from '../../http/pagination.ts';
import { readUploadForm } from '../../http/multipart.ts';
import { currentAgreement, currentAgreements } from './agreements.ts';
import { getImport, startImport } from './bulk.ts';
import { createCustomerWithAccounts, deleteCustomer, getCustomer, listCustomers, updateCustomer } from './service.ts';
import { contactGate, ensureInitialCredential, retryHeaders, startNewWallet } from '../wallet-auth/index.ts';

type SendCode = 'sendCustomerEmailVerification' | 'sendCustomerPhoneVerification';
type ConfirmCode = 'confirmCustomerEmailVerification' | 'confirmCustomerPhoneVerification';

/** The code goes out only once it is committed. */
const sendCode = (operationId: SendCode, channel: ContactChannel) =>
  operation(
    operationId,
    { runs: 'write', status: 204, before: (ctx) => limitSends(ctx.services.limiter, ctx.caller.platformId, ctx.params.customerId, channel) },
    async (ctx, tx) => {
      const message = await issueContactCode(tx, ctx.params.customerId, channel);
      ctx.afterCommit(() => ctx.services.notifier.send(message));
    },
  );

/** A wrong code is refused after the commit: its counted attempt must stay. */
const confirmCode = (operationId: ConfirmCode, channel: ContactChannel) =>
  operation(operationId, { runs: 'write', status: 200 }, async (ctx, tx) => {
    const result = await confirmContactCode(tx, ctx.params.customerId, channel, ctx.body.code);
    if (result.ok) return result.customer;
    ctx.afterCommit(() => {
      throw result.error;
    });
  });

export const customerOperations = [
  sendCode('sendCustomerEmailVerification', 'EMAIL'),
  confirmCode('confirmCustomerEmailVerification', 'EMAIL'),
  sendCode('sendCustomerPhoneVerification', 'PHONE'),
  confirmCode('confirmCustomerPhoneVerification', 'PHONE'),

  // The platform's settings come from its cache, before the transaction: the grouped handler
  // depends on nothing but its transaction. A new embedded wallet's first credential is
  // wallet-auth's to make (its table), in this transaction; the customers rules cannot ask for
  // it themselves: wallet-auth uses customers.
  operation(
    'createCustomer',
    { runs: 'grouped', status: 201, before: async (ctx) => (await ctx.services.platforms.get(ctx.caller.platformId)).config },
    async (ctx, tx, settings) => {
      const { customer, walletId } = await createCustomerWithAccounts(tx, ctx.body, settings, true);
      startNewWallet(tx, walletId, customer.email as string | undefined);
      return customer;
    },
  ),

  operation('listCustomers', { runs: 'read', status: 200 }, (ctx) =>
    listCustomers(ctx.readDb(), ctx.caller.platformId, ctx.query, pageRequest(ctx.query)),
  ),

  operation('getCustomerById', { runs: 'read', status: 200 }, (ctx) => getCustomer(ctx.readDb(), ctx.caller.platformId, ctx.params.customerId)),

  // A contact change tied to wallet OTP credentials needs a signed retry (wallet-auth module).
  operation('updateCustomerById', { runs: 'write' }, async (ctx, tx) => {
    const gate = await contactGate(tx, ctx.params.customerId, ctx.body, retryHeaders(ctx.headers));
    if (gate.kind === 'challenge') return { status: 202, body: gate.challenge };
    const customer = await updateCustomer(tx, ctx.params.customerId, ctx.body);
    if (gate.kind === 'apply') await gate.sync();
    // The update may have opened the wallet (terms accepted, USDB added) or set a first e-mail.
    await ensureInitialCredential(tx, ctx.params.customerId);
    return { status: 200, body: customer };
  }),

  operation('deleteCustomerById', { runs: 'write', status: 200 }, (ctx, tx) => deleteCustomer(tx, ctx.params.customerId)),

  operation(
    'uploadCustomersCsv',
    {
      runs: 'write',
      status: 202,
      before: async (ctx) => {
        const form = await readUploadForm(ctx.request);
        if (!form.file) throw invalidInput([fieldError('file', 'required', 'send the CSV in the field "file"')]);
        return form.file.bytes;
      },
    },
    (_ctx, tx, csv) => startImport(tx, csv),
  ),

  operation('getBulkCustomerImportJob', { runs: 'read', status: 200 }, (ctx) => getImport(ctx.readDb(), ctx.caller.platformId, ctx.params.jobId)),

  operation('listAgreements', { runs: 'read', status: 200 }, async () => ({ data: currentAgreements() })),

  operation('getEndUserTerms', { runs: 'read', status: 200 }, async () => {
    const { version, url } = currentAgreement('SERVICE_END_USER_TERMS');
    return { version, url };
  }),
];
