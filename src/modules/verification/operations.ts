import { fieldError, invalidInput } from '../../http/errors.ts';
import { operation } from '../../http/operation.ts';
import { pageRequest } from '../../http/pagination.ts';
import { deleteDocument, getDocument, listDocuments, replaceDocument, uploadDocument } from './documents.ts';
import { createKycLink } from './kyc-link.ts';
import { readUploadForm } from '../../http/multipart.ts';
import { createOwner, getOwner, listOwners, updateOwner } from '../customers/index.ts';
import { getVerification, listVerifications, submitVerification } from './verifications.ts';

export const verificationOperations = [
  operation('createCustomerKycLink', { runs: 'write', status: 201 }, (ctx, tx) => createKycLink(tx, ctx.params.customerId, ctx.body?.redirectUri)),

  operation('createVerification', { runs: 'write', status: 200 }, (ctx, tx) => submitVerification(tx, ctx.body.customerId)),

  operation('listVerifications', { runs: 'read', status: 200 }, (ctx) =>
    listVerifications(ctx.readDb(), ctx.caller.platformId, ctx.query, pageRequest(ctx.query)),
  ),

  operation('getVerification', { runs: 'read', status: 200 }, (ctx) => getVerification(ctx.readDb(), ctx.caller.platformId, ctx.params.verificationId)),

  operation('createBeneficialOwner', { runs: 'write', status: 201 }, (ctx, tx) => createOwner(tx, ctx.body)),

  operation('listBeneficialOwners', { runs: 'read', status: 200 }, (ctx) =>
    listOwners(ctx.readDb(), ctx.caller.platformId, ctx.query.customerId, pageRequest(ctx.query)),
  ),

  operation('getBeneficialOwner', { runs: 'read', status: 200 }, (ctx) => getOwner(ctx.readDb(), ctx.caller.platformId, ctx.params.beneficialOwnerId)),

  operation('updateBeneficialOwner', { runs: 'write', status: 200 }, (ctx, tx) => {
    const share = ctx.body.ownershipPercentage;
    return updateOwner(tx, ctx.params.beneficialOwnerId, { ...ctx.body, ownershipPercentage: share === undefined ? undefined : Number(share) });
  }),

  // The form is read off the wire before the transaction opens.
  operation('uploadDocument', { runs: 'write', status: 201, before: (ctx) => readUploadForm(ctx.request) }, (_ctx, tx, form) => uploadDocument(tx, form)),

  operation(
    'replaceDocument',
    {
      runs: 'write',
      status: 200,
      before: async (ctx) => {
        if (ctx.request.isMultipart()) return { multipart: true, form: await readUploadForm(ctx.request) };
        if (ctx.body === undefined) throw invalidInput([fieldError('(body)', 'required', 'send a new file (multipart) or metadata (JSON)')]);
        return { multipart: false, form: { fields: ctx.body } };
      },
    },
    (ctx, tx, { multipart, form }) => replaceDocument(tx, ctx.params.documentId, form, multipart),
  ),

  operation('getDocument', { runs: 'read', status: 200 }, (ctx) => getDocument(ctx.readDb(), ctx.caller.platformId, ctx.params.documentId)),

  operation('listDocuments', { runs: 'read', status: 200 }, (ctx) =>
    listDocuments(ctx.readDb(), ctx.caller.platformId, ctx.query.documentHolder, pageRequest(ctx.query)),
  ),

  operation('deleteDocument', { runs: 'write', status: 204 }, (ctx, tx) => deleteDocument(tx, ctx.params.documentId)),
];
