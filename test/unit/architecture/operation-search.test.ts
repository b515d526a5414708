import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One search for an operationId finds the operation: its declaration in the module's
 * operations.ts, and the rule it runs, which is either named for it or says "Operation
 * `<operationId>`" in its comment (docs/adding-a-module.md, "An operation").
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('finding an operation', () => {
  // The generated contract types name every operationId; they say nothing of where its rule is.
  const files = sources(join(root, 'src'))
    .map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }))
    .filter((f) => f.path !== 'src/http/contract-types.ts');
  const declarations = files
    .filter((f) => f.path.endsWith('/operations.ts'))
    .flatMap((f) => [...f.text.matchAll(/\boperation\(\s*'([A-Za-z]+)'/g)].map((m) => ({ file: f.path, operationId: m[1] })));

  it('declares operations', () => {
    expect(declarations.length).toBeGreaterThan(80);
  });

  it('names every declared operation in the file of its rule too', () => {
    const lost = declarations.filter(
      ({ file, operationId }) =>
        !files.some((f) => f.path !== file && new RegExp(`(?:function|const) ${operationId}\\b|Operations? [^\\n]*\`${operationId}\``).test(f.text)),
    );
    expect(lost.map((d) => `${d.operationId} (${d.file}): name its rule for it, or say "Operation \`${d.operationId}\`" in the rule's comment`)).toEqual([]);
  });
});
