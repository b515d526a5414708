import { fieldError, invalidInput } from '../../http/errors.ts';
import type { Handler, Handlers } from '../../http/operation.ts';
import { type ConfirmResult, confirmContactCode, issueContactCode, limitSends } from './contact.ts';
import type { ContactChannel } from './contact-rules.ts';
import { pageRequest } from '../../http/pagination.ts';
import { readUploadForm } from '../../http/multipart.ts';
import { currentAgreement, currentAgreements } from './agreements.ts';
import { getImport, startImport } from './bulk.ts';
import { type CustomerFilters, createCustomer, deleteCustomer, getCustomer, listCustomers, updateCustomer } from './service.ts';
import type { CustomerInput } from './types.ts';
import { contactGate, retryHeaders } from '../wallet-auth/index.ts';

const sendCode =
  (channel: ContactChannel): Handler =>
  async (ctx) => {
    await limitSends(ctx.services.limiter, ctx.caller.platformId, ctx.params.customerId, channel);
    const message = await ctx.write(async (tx) => ({ status: 204, message: await issueContactCode(tx, ctx.params.customerId, channel) }));
    await ctx.services.notifier.send(message.message);
    return { status: 204 };
  };

const confirmCode =
  (channel: ContactChannel): Handler =>
  async (ctx) => {
    const { code } = ctx.body as { code: string };
    const reply = await ctx.write(async (tx) => ({ status: 200, body: await confirmContactCode(tx, ctx.params.customerId, channel, code) }));
    const result = reply.body as ConfirmResult;
    if (!result.ok) throw result.error;
    return { status: 200, body: result.customer };
  };

export const customerHandlers: Handlers = {
  sendCustomerEmailVerification: sendCode('EMAIL'),
  confirmCustomerEmailVerification: confirmCode('EMAIL'),
  sendCustomerPhoneVerification: sendCode('PHONE'),
  confirmCustomerPhoneVerification: confirmCode('PHONE'),

  async createCustomer(ctx) {
    return ctx.write(async (tx) => ({ status: 201, body: await createCustomer(tx, ctx.body as CustomerInput) }));
  },

  async listCustomers(ctx) {
    return { status: 200, body: await listCustomers(ctx.services.db, ctx.caller.platformId, ctx.query as CustomerFilters, pageRequest(ctx.query)) };
  },

  async getCustomerById(ctx) {
    return { status: 200, body: await getCustomer(ctx.services.db, ctx.caller.platformId, ctx.params.customerId) };
  },

  async updateCustomerById(ctx) {
    // A contact change tied to wallet OTP credentials needs a signed retry (wallet-auth module).
    const headers = retryHeaders(ctx.headers);
    return ctx.write(async (tx) => {
      const gate = await contactGate(tx, ctx.params.customerId, ctx.body, headers);
      if (gate.kind === 'challenge') return { status: 202, body: gate.challenge };
      const customer = await updateCustomer(tx, ctx.params.customerId, ctx.body as CustomerInput);
      if (gate.kind === 'apply') await gate.sync();
      return { status: 200, body: customer };
    });
  },

  async deleteCustomerById(ctx) {
    return ctx.write(async (tx) => ({ status: 200, body: await deleteCustomer(tx, ctx.params.customerId) }));
  },

  async uploadCustomersCsv(ctx) {
    const form = await readUploadForm(ctx.request);
    if (!form.file) throw invalidInput([fieldError('file', 'required', 'send the CSV in the field "file"')]);
    const csv = form.file.bytes;
    return ctx.write(async (tx) => ({ status: 202, body: await startImport(tx, csv) }));
  },

  async getBulkCustomerImportJob(ctx) {
    return { status: 200, body: await getImport(ctx.services.db, ctx.caller.platformId, ctx.params.jobId) };
  },

  async listAgreements() {
    return { status: 200, body: { data: currentAgreements() } };
  },

  async getEndUserTerms() {
    const { version, url } = currentAgreement('SERVICE_END_USER_TERMS');
    return { status: 200, body: { version, url } };
  },
};
