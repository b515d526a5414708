/**
 * Prints, per tag, how many operations of the contract are implemented and lists the missing
 * ones. The source of truth is the same list of declarations the server routes with.
 */
import { loadContract } from '../src/http/contract.ts';
import { declarations } from '../src/http/operation.ts';
import { operations } from '../src/modules/index.ts';

const contract = loadContract();
const declared = declarations(operations, contract);
const byTag = new Map<string, { done: string[]; missing: string[] }>();
for (const op of contract.operations) {
  const tag = op.tags[0] ?? 'Other';
  const entry = byTag.get(tag) ?? { done: [], missing: [] };
  (declared.has(op.operationId) ? entry.done : entry.missing).push(`${op.method} ${op.path} (${op.operationId})`);
  byTag.set(tag, entry);
}
let done = 0;
let total = 0;
const width = Math.max(...[...byTag.keys()].map((t) => t.length));
console.log(`${'tag'.padEnd(width)}  implemented/total`);
for (const [tag, { done: d, missing: m }] of [...byTag].sort()) {
  done += d.length;
  total += d.length + m.length;
  console.log(`${tag.padEnd(width)}  ${String(d.length).padStart(3)}/${d.length + m.length}`);
}
console.log(`${'TOTAL'.padEnd(width)}  ${String(done).padStart(3)}/${total}\n`);
console.log('Missing (answer 501 NOT_IMPLEMENTED):');
for (const [tag, { missing }] of [...byTag].sort()) {
  for (const m of missing) console.log(`  [${tag}] ${m}`);
}
