import type { Contract } from './contract.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A self-contained API reference page (no scripts, no CDN: works offline), generated from the
 * contract. The full document is at /openapi.json for richer viewers.
 */
export function renderDocsPage(contract: Contract, implemented: ReadonlySet<string>, prefix: string): string {
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
  return `<!doctype html><html><head><meta charset="utf-8"><title>Corridor API reference</title>
<style>body{font:14px system-ui,sans-serif;margin:2em;max-width:1200px}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left}tr.todo{color:#999}.m{font-weight:bold}
.get{color:#1a7f37}.post{color:#0969da}.patch,.put{color:#9a6700}.delete{color:#cf222e}</style></head><body>
<h1>Corridor API</h1><p>Version <code>${escapeHtml(prefix.slice(1))}</code>. Authenticate with HTTP Basic: the token's
<code>clientId</code> as user name and its <code>clientSecret</code> as password. Machine-readable contract:
<a href="/openapi.json">/openapi.json</a>. ${implemented.size} of ${contract.operations.length} operations are built;
the others answer 501 NOT_IMPLEMENTED.</p>
<p>${[...byTag.keys()].map((t) => `<a href="#${escapeHtml(t)}">${escapeHtml(t)}</a>`).join(' · ')}</p>
${sections}</body></html>`;
}
