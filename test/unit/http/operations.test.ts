import { describe, expect, it } from 'vitest';
import { loadContract } from '../../../src/http/contract.ts';
import { declarations, operation } from '../../../src/http/operation.ts';
import { operations } from '../../../src/modules/index.ts';

const contract = loadContract();
const listVasps = operation('listVasps', { runs: 'read', status: 200 }, async () => ({ data: [] }));

describe('declarations of operations', () => {
  it('takes every module operation once, each one of the contract', () => {
    expect(declarations(operations, contract).size).toBe(operations.length);
  });

  it('refuses an operation declared twice', () => {
    expect(() => declarations([listVasps, listVasps], contract)).toThrow("operation 'listVasps' is declared twice");
  });

  it('refuses an operationId the contract does not have', () => {
    const unknown = { ...listVasps, operationId: 'listVaspz' as 'listVasps' };
    expect(() => declarations([unknown], contract)).toThrow("operation 'listVaspz' is declared but the contract has no such operationId");
  });
});
