import type { Contract } from './contract.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The reference page: Swagger UI, from assets Corridor serves itself, reading /openapi.json.
 * Nothing here comes from the request, so the page is the same for every client.
 */
export function renderReferencePage(assets: { script: string; stylesheet: string; starter: string; icon: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Corridor API reference</title>
<link rel="icon" type="image/png" href="${escapeHtml(assets.icon)}">
<link rel="stylesheet" href="${escapeHtml(assets.stylesheet)}"></head><body>
<noscript><p>The interactive reference needs JavaScript. Without it: the contract at
<a href="/openapi.json">/openapi.json</a> and the list of operations at <a href="/docs/status">/docs/status</a>.
Authenticate with HTTP Basic: a token's clientId as user name, its clientSecret as password.</p></noscript>
<div id="reference"></div>
<script src="${escapeHtml(assets.script)}"></script><script src="${escapeHtml(assets.starter)}"></script>
</body></html>`;
}

/** The status page's only style; its CSP names its hash. */
export const STATUS_PAGE_CSS = `body{font:14px system-ui,sans-serif;margin:2em;max-width:1200px}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left}tr.todo{color:#999}.m{font-weight:bold}
.get{color:#1a7f37}.post{color:#0969da}.patch,.put{color:#9a6700}.delete{color:#cf222e}`;

/**
 * Which operations this build answers and which answer 501, by tag: a plain page (no scripts),
 * generated from the contract.
 */
export function renderStatusPage(contract: Contract, implemented: ReadonlySet<string>, prefix: string): string {
  const byTag = new Map<string, typeof contract.operations>();
  for (const op of contract.operations) {
    const tag = op.tags[0] ?? 'Other';
    byTag.set(tag, [...(byTag.get(tag) ?? []), op]);
  }
  const sections = [...byTag]
    .map(([tag, ops]) => {
      const rows = ops
        .map(
          (op) => `<tr class="${implemented.has(op.operationId) ? 'done' : 'todo'}">
  <td class="m ${op.method.toLowerCase()}">${op.method}</td><td><code>${escapeHtml(prefix + op.path)}</code></td>
  <td>${escapeHtml(op.summary)}${op.deprecated ? ' <em>(deprecated)</em>' : ''}</td><td><code>${op.operationId}</code></td>
  <td>${op.permission ?? '-'}</td><td>${implemented.has(op.operationId) ? 'yes' : '501'}</td></tr>`,
        )
        .join('\n');
      return `<h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>
<table><tr><th>Method</th><th>Path</th><th>Summary</th><th>operationId</th><th>Permission</th><th>Built</th></tr>
${rows}</table>`;
    })
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Corridor API: operations built</title>
<style>${STATUS_PAGE_CSS}</style></head><body>
<h1>Corridor API: operations built</h1><p>The interactive reference: <a href="/docs">/docs</a>. Version <code>${escapeHtml(prefix.slice(1))}</code>. Authenticate with HTTP Basic: the token's
<code>clientId</code> as user name and its <code>clientSecret</code> as password. Machine-readable contract:
<a href="/openapi.json">/openapi.json</a>. ${implemented.size} of ${contract.operations.length} operations are built;
the others answer 501 NOT_IMPLEMENTED.</p>
<p>${[...byTag.keys()].map((t) => `<a href="#${escapeHtml(t)}">${escapeHtml(t)}</a>`).join(' · ')}</p>
${sections}</body></html>`;
}
