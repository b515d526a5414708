/**
 * Regenerates src/http/contract-types.ts from openapi/openapi.yaml with openapi-typescript.
 * `--check` exits non-zero when the committed file is stale (used by the test suite).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import YAML from 'yaml';

export const TYPES_PATH = fileURLToPath(new URL('../src/http/contract-types.ts', import.meta.url));
const CONTRACT = fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url));

export async function generateTypes(): Promise<string> {
  const doc = YAML.parse(readFileSync(CONTRACT, 'utf8'));
  dropRequiredOnlyBranches(doc);
  const ast = await openapiTS(doc, { alphabetize: false, exportType: true });
  return `// Generated from openapi/openapi.yaml by \`npm run gen:types\`. Do not edit.\n/* eslint-disable */\n${astToString(ast)}`;
}

/**
 * An `anyOf` whose branches only list required properties ("send code, or passkeyAssertion and
 * origin") becomes `{...} | unknown` in openapi-typescript, which is `unknown`. The type keeps
 * the properties (all optional); the validator still checks the branches.
 */
function dropRequiredOnlyBranches(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  for (const key of ['anyOf', 'oneOf']) {
    const branches = schema[key];
    if (Array.isArray(branches) && schema.properties && branches.every((b) => Object.keys(b).every((k) => k === 'required'))) delete schema[key];
  }
  for (const value of Object.values(schema)) dropRequiredOnlyBranches(value);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const fresh = await generateTypes();
  if (process.argv.includes('--check')) {
    const current = readFileSync(TYPES_PATH, 'utf8');
    if (current !== fresh) {
      console.error('src/http/contract-types.ts is stale: run npm run gen:types');
      process.exit(1);
    }
    console.log('contract types are up to date');
  } else {
    writeFileSync(TYPES_PATH, fresh);
    console.log(`wrote ${TYPES_PATH}`);
  }
}
