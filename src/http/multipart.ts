import type { FastifyRequest } from 'fastify';
import { ApiError, errors } from './errors.ts';

/** The largest file a multipart body may carry (a verification document, a CSV of customers). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface UploadForm {
  fields: Record<string, string>;
  file?: { fileName: string; bytes: Buffer };
}

/**
 * Reads every part of a multipart/form-data body: text fields by name and the one `file`.
 * The whole form is read before anything is checked, so fields may come in any order.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw errors.UNSUPPORTED_MEDIA_TYPE('Send the file as multipart/form-data');
  const form: UploadForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || form.file) {
          await part.toBuffer();
          throw errors.INVALID_INPUT('Send exactly one file, in the field "file"', {
            errors: [{ field: part.fieldname, constraint: 'unexpected', message: 'only one file, named "file", is accepted' }],
          });
        }
        form.file = { fileName: part.filename || 'document', bytes: await part.toBuffer() };
      } else {
        form.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw errors.PAYLOAD_TOO_LARGE(`The file may have at most ${MAX_UPLOAD_BYTES} bytes`);
    if (code === 'FST_FILES_LIMIT') throw errors.INVALID_INPUT('Send exactly one file', { errors: [{ field: 'file', constraint: 'maxItems', message: 'only one file is accepted' }] });
    // The form parser's own refusals (no boundary, a part without headers, a body that ends
    // inside a part) are plain errors without a status: the body is malformed, not the server.
    if (!(err instanceof ApiError) && (err as { statusCode?: unknown }).statusCode === undefined) {
      throw errors.INVALID_INPUT('The multipart/form-data body is malformed; send parts separated by the boundary declared in Content-Type, ending with --boundary--');
    }
    throw err;
  }
  // PostgreSQL text cannot hold U+0000: refuse it here rather than fail in SQL.
  const texts = [...Object.entries(form.fields), ...(form.file ? [['file', form.file.fileName]] : [])];
  const nul = texts.filter(([, v]) => v.includes('\u0000')).map(([k]) => ({ field: k, constraint: 'pattern', message: `${k} must not contain NUL characters` }));
  if (nul.length > 0) throw errors.INVALID_INPUT(nul[0].message, { errors: nul });
  if (form.file && form.file.fileName.length > 255) {
    throw errors.INVALID_INPUT('The file name is too long', { errors: [{ field: 'file', constraint: 'maxLength', message: 'the file name has at most 255 characters' }] });
  }
  return form;
}
