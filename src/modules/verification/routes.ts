import { fieldError, invalidInput } from '../../http/errors.ts';
import type { Handlers } from '../../http/operation.ts';
import { pageRequest } from '../../http/pagination.ts';
import { type DocumentMetadata, deleteDocument, getDocument, listDocuments, replaceDocument, uploadDocument } from './documents.ts';
import { createKycLink } from './kyc-link.ts';
import { readUploadForm } from '../../http/multipart.ts';
import { createOwner, getOwner, listOwners, type OwnerInput, updateOwner } from '../customers/index.ts';
import { getVerification, listVerifications, submitVerification } from './verifications.ts';

export const verificationHandlers: Handlers = {
  async createCustomerKycLink(ctx) {
    const redirectUri = (ctx.body as { redirectUri?: string } | undefined)?.redirectUri;
    return ctx.write(async (tx) => ({ status: 201, body: await createKycLink(tx, ctx.params.customerId, redirectUri) }));
  },

  async createVerification(ctx) {
    const { customerId } = ctx.body as { customerId: string };
    return ctx.write(async (tx) => ({ status: 200, body: await submitVerification(tx, customerId) }));
  },

  async listVerifications(ctx) {
    const q = ctx.query as { customerId?: string; verificationStatus?: string };
    return { status: 200, body: await listVerifications(ctx.services.db, ctx.caller.platformId, q, pageRequest(ctx.query)) };
  },

  async getVerification(ctx) {
    return { status: 200, body: await getVerification(ctx.services.db, ctx.caller.platformId, ctx.params.verificationId) };
  },

  async createBeneficialOwner(ctx) {
    return ctx.write(async (tx) => ({ status: 201, body: await createOwner(tx, ctx.body as Required<OwnerInput>) }));
  },

  async listBeneficialOwners(ctx) {
    const { customerId } = ctx.query as { customerId: string };
    return { status: 200, body: await listOwners(ctx.services.db, ctx.caller.platformId, customerId, pageRequest(ctx.query)) };
  },

  async getBeneficialOwner(ctx) {
    return { status: 200, body: await getOwner(ctx.services.db, ctx.caller.platformId, ctx.params.beneficialOwnerId) };
  },

  async updateBeneficialOwner(ctx) {
    return ctx.write(async (tx) => ({ status: 200, body: await updateOwner(tx, ctx.params.beneficialOwnerId, ctx.body as OwnerInput) }));
  },

  async uploadDocument(ctx) {
    // The form is read off the wire before the transaction opens.
    const form = await readUploadForm(ctx.request);
    return ctx.write(async (tx) => ({ status: 201, body: await uploadDocument(tx, form) }));
  },

  async replaceDocument(ctx) {
    const multipart = ctx.request.isMultipart();
    if (!multipart && ctx.body === undefined) throw invalidInput([fieldError('(body)', 'required', 'send a new file (multipart) or metadata (JSON)')]);
    const form = multipart ? await readUploadForm(ctx.request) : { fields: ctx.body as DocumentMetadata };
    return ctx.write(async (tx) => ({ status: 200, body: await replaceDocument(tx, ctx.params.documentId, form, multipart) }));
  },

  async getDocument(ctx) {
    return { status: 200, body: await getDocument(ctx.services.db, ctx.caller.platformId, ctx.params.documentId) };
  },

  async listDocuments(ctx) {
    const { documentHolder } = ctx.query as { documentHolder?: string };
    return { status: 200, body: await listDocuments(ctx.services.db, ctx.caller.platformId, documentHolder, pageRequest(ctx.query)) };
  },

  async deleteDocument(ctx) {
    return ctx.write(async (tx) => {
      await deleteDocument(tx, ctx.params.documentId);
      return { status: 204 };
    });
  },
};
