import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Contract } from './contract.ts';
import { renderReferencePage, renderStatusPage, STATUS_PAGE_CSS } from './docs-page.ts';
import { errors } from './errors.ts';
import { stringify } from '../kernel/json.ts';
import { publicOrigin } from './public-origin.ts';
import { ASSETS_PATH, referenceAssets } from './reference-assets.ts';
import { servedContract } from './served-contract.ts';

export interface DocsOptions {
  contract: Contract;
  implemented: ReadonlySet<string>;
  /** The versioned prefix, e.g. /2025-10-13. */
  prefix: string;
}

/**
 * Same-origin only: the page, its scripts and styles, its requests (the contract, and try-it calls
 * to the servers URL, which is this origin) and its images (the stylesheet's icons are data: URIs).
 * Swagger UI sets styles through the DOM, which CSP allows; nothing inline is needed.
 */
const REFERENCE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const STATUS_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STATUS_PAGE_CSS).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** /docs (the interactive reference), /docs/status (what is built), their assets, and /openapi.json. */
export function registerDocs(app: FastifyInstance, options: DocsOptions): void {
  const { contract, implemented, prefix } = options;
  let documentFor: ((origin: string) => Buffer) | undefined;
  const documented = documentedOrigin(contract);
  // The document names the origin the client used: caches must keep one per Host and proxy header.
  app.get('/openapi.json', async (request, reply) => {
    // Prepared on first use: tests build many apps that never serve it.
    documentFor ??= servedContract(contract, implemented, prefix);
    return reply
      .type('application/json')
      .header('cache-control', 'no-cache')
      .header('vary', 'host, x-forwarded-host, x-forwarded-proto')
      .send(documentFor(publicOrigin(request, documented)));
  });

  let referenceHtml: string | undefined;
  app.get('/docs', async (_request, reply) => {
    referenceHtml ??= renderReferencePage(referenceAssets());
    return page(reply, REFERENCE_CSP).send(referenceHtml);
  });
  const statusHtml = renderStatusPage(contract, implemented, prefix);
  app.get('/docs/status', async (_request, reply) => page(reply, STATUS_CSP).send(statusHtml));

  app.get<{ Params: { name: string } }>(`${ASSETS_PATH}/:name`, async (request, reply) => {
    const asset = referenceAssets().byName.get(request.params.name);
    if (!asset) {
      const err = errors.NOT_FOUND(`No asset ${request.params.name}; the page at /docs names the current ones`);
      return reply.code(404).type('application/json').send(stringify(err.toBody()));
    }
    reply
      .type(asset.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', asset.etag)
      .header('vary', 'accept-encoding')
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    if (acceptsGzip(request.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(asset.gzip);
    return reply.send(asset.body);
  });
}

/** Whether Accept-Encoding lists gzip (or *) without q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    return !params.some((p) => /^\s*q=0(\.0{0,3})?\s*$/.test(p));
  });
}

function page(reply: FastifyReply, csp: string): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', csp)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-cache');
}

/** The origin of the contract's own servers URL: what /openapi.json says when nothing better is known. */
function documentedOrigin(contract: Contract): string {
  const servers = (contract.document as { servers?: { url?: string }[] }).servers;
  try {
    return new URL(servers?.[0]?.url ?? '').origin;
  } catch {
    return 'http://localhost:8080';
  }
}
