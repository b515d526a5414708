import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from '../kernel/json.ts';
import { acceptsGzip } from './docs-routes.ts';
import { errors } from './errors.ts';

/** The committed build of dashboard/ (npm run dashboard:build; docs/dashboard.md). */
export const DASHBOARD_DIST = fileURLToPath(new URL('../../dashboard/dist', import.meta.url));
export const DASHBOARD_PATH = '/dashboard';

/**
 * Only this origin: the app's scripts and stylesheets are files under /dashboard/assets, it calls
 * the API on this origin, and nothing is inline (Mantine's injected <style> tags are switched off).
 */
export const DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

interface File {
  body: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
}

/**
 * Every file of the build, read once, by its path relative to dist ('assets/index-abc.js'). A request
 * is answered only from this map, so no path a client sends (.., %2e%2e, backslashes) reaches the disk.
 */
function readDist(dir: string): Map<string, File> {
  const files = new Map<string, File>();
  if (!existsSync(dir)) return files;
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        walk(path);
        continue;
      }
      const body = readFileSync(path);
      const contentType = TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
      const compressible = /^(text\/|application\/json|image\/svg)/.test(contentType) && body.length > 1024;
      files.set(relative(dir, path).split('\\').join('/'), {
        body,
        gzip: compressible ? gzipSync(body) : undefined,
        contentType,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      });
    }
  };
  walk(dir);
  return files;
}

/** /dashboard: the single-page app; /dashboard/assets/* its hashed files; any other /dashboard/* path is a client route (index.html). */
export function registerDashboard(app: FastifyInstance, options: { dist?: string } = {}): void {
  let files: Map<string, File> | undefined;
  // Read on first use: tests build many apps that never serve it.
  const dist = () => (files ??= readDist(options.dist ?? DASHBOARD_DIST));

  const serveIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const index = dist().get('index.html');
    if (!index) {
      const err = errors.NOT_FOUND('The dashboard is not built here: dashboard/dist is missing (npm run dashboard:build)');
      return reply.code(404).type('application/json').send(stringify(err.toBody()));
    }
    return send(request, page(reply).header('cache-control', 'no-cache'), index);
  };

  app.get(DASHBOARD_PATH, serveIndex);
  app.get<{ Params: { '*': string } }>(`${DASHBOARD_PATH}/*`, async (request, reply) => {
    const rest = request.params['*'];
    const file = dist().get(rest);
    if (rest.startsWith('assets/') || (file && rest !== 'index.html')) {
      if (!file) {
        const err = errors.NOT_FOUND(`No dashboard asset ${rest}; /dashboard names the current ones`);
        return reply.code(404).type('application/json').send(stringify(err.toBody()));
      }
      // Vite names assets by their content hash: they never change under one name.
      const cache = rest.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      return send(request, reply.header('cache-control', cache).header('x-content-type-options', 'nosniff'), file);
    }
    // A path with a file extension that is not in the build is a missing file, not a page.
    if (/\.[a-z0-9]{1,8}$/i.test(rest)) {
      const err = errors.NOT_FOUND(`No dashboard file ${rest}`);
      return reply.code(404).type('application/json').send(stringify(err.toBody()));
    }
    return serveIndex(request, reply);
  });
}

function send(request: FastifyRequest, reply: FastifyReply, file: File): FastifyReply {
  reply.type(file.contentType).header('etag', file.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  if (file.gzip && acceptsGzip(request.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.body);
}

function page(reply: FastifyReply): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', DASHBOARD_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY');
}
