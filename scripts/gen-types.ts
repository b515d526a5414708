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
  const ast = await openapiTS(doc, { alphabetize: false, exportType: true });
  return `// Generated from openapi/openapi.yaml by \`npm run gen:types\`. Do not edit.\n/* eslint-disable */\n${astToString(ast)}`;
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
