import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { generateTypes, TYPES_PATH } from '../../scripts/gen-types.ts';

it('keeps the generated contract types in step with openapi/openapi.yaml (npm run gen:types)', async () => {
  expect(readFileSync(TYPES_PATH, 'utf8') === (await generateTypes()), 'src/http/contract-types.ts is stale: run npm run gen:types').toBe(true);
});
