import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The files the reference page loads, all served by Corridor itself: Swagger UI's browser bundle
 * and stylesheet from node_modules (swagger-ui-dist), and the few lines that start it. Each
 * name carries a hash of its content, so a browser may keep it for a year and an upgrade still
 * reaches it at once.
 */
export interface Asset {
  /** Name under /docs/assets/. */
  name: string;
  contentType: string;
  body: Buffer;
  gzip: Buffer;
  etag: string;
}

export const ASSETS_PATH = '/docs/assets';

/**
 * Swagger UI's options (https://swagger.io/docs/open-source-tools/swagger-ui/usage/configuration/).
 * validatorUrl: null, or the page would send the whole contract to validator.swagger.io;
 * queryConfigEnabled: false (the default, kept explicit): no ?url= to make the page load and
 * send credentials to another document; BaseLayout: no top bar that fetches any URL typed in;
 * persistAuthorization: false: the secret typed into Authorize is not written to localStorage.
 */
const START_SCRIPT = `"use strict";
window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: "/openapi.json",
    dom_id: "#reference",
    layout: "BaseLayout",
    presets: [SwaggerUIBundle.presets.apis],
    deepLinking: true,
    docExpansion: "none",
    filter: true,
    displayRequestDuration: true,
    showExtensions: false,
    defaultModelsExpandDepth: 0,
    validatorUrl: null,
    queryConfigEnabled: false,
    persistAuthorization: false,
    tryItOutEnabled: false
  });
});
`;

export interface ReferenceAssets {
  byName: Map<string, Asset>;
  /** Their paths, for the page. */
  script: string;
  stylesheet: string;
  starter: string;
  icon: string;
}

let loaded: ReferenceAssets | undefined;

/**
 * Read and compressed once per process, when the page is first asked for (not at start-up: most
 * instances never serve it, and tests build many apps): about 1.9 MB held, 0.5 MB of it gzip.
 */
export function referenceAssets(): ReferenceAssets {
  loaded ??= load();
  return loaded;
}

function load(): ReferenceAssets {
  const dist = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const script = asset('swagger-ui-bundle', '.js', 'text/javascript; charset=utf-8', readFileSync(join(dist, 'swagger-ui-bundle.js')));
  const stylesheet = asset('swagger-ui', '.css', 'text/css; charset=utf-8', readFileSync(join(dist, 'swagger-ui.css')));
  const starter = asset('reference', '.js', 'text/javascript; charset=utf-8', Buffer.from(START_SCRIPT));
  const icon = asset('favicon', '.png', 'image/png', readFileSync(join(dist, 'favicon-32x32.png')));
  return {
    byName: new Map([script, stylesheet, starter, icon].map((a) => [a.name, a])),
    icon: `${ASSETS_PATH}/${icon.name}`,
    script: `${ASSETS_PATH}/${script.name}`,
    stylesheet: `${ASSETS_PATH}/${stylesheet.name}`,
    starter: `${ASSETS_PATH}/${starter.name}`,
  };
}

function asset(base: string, extension: string, contentType: string, body: Buffer): Asset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { name: `${base}.${hash}${extension}`, contentType, body, gzip: gzipSync(body), etag: `"${hash}"` };
}
