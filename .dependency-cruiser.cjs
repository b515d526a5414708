/**
 * Import rules, checked in CI (`npm run lint:imports`, .ci/run). Violations that existed when a
 * rule was introduced are listed in .dependency-cruiser-known-violations.json and tolerated
 * until the core redesign (issue #13) removes them; any new one fails the check. After removing
 * some, shrink the list: `npx depcruise src --config .dependency-cruiser.cjs --output-type baseline
 * > .dependency-cruiser-known-violations.json` (never to add one).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle ties modules together so none can be understood, tested or loaded alone.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-module-internals',
      severity: 'error',
      comment: "A module meets another only through what it exports from its index.ts; its other files are its own.",
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'no-module-internals-from-outside',
      severity: 'error',
      comment: "Code outside src/modules (HTTP, ports, sandbox, the composition root) meets a module through its index.ts too; only src/modules/index.ts, which lists every module's operations and jobs, reads further.",
      from: { path: '^src/', pathNot: ['^src/modules/'] },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'no-sandbox-outside-composition',
      severity: 'error',
      comment: 'Outside parties are ports (src/ports); only the composition root picks the sandbox, so a real provider replaces it by configuration alone.',
      from: { path: '^src/', pathNot: ['^src/sandbox/', '^src/(app|services|main)\\.ts$'] },
      to: { path: '^src/sandbox/' },
    },
    {
      name: 'no-transport-internals',
      severity: 'error',
      comment: "The database transport's optimisations are reached through its index only, and only from src/db.",
      from: { path: '^src/', pathNot: '^src/db/transport/' },
      to: { path: '^src/db/transport/', pathNot: '^src/db/transport/index\\.ts$' },
    },
    {
      name: 'no-transport-outside-db',
      severity: 'error',
      comment: 'Only the database layer talks to the transport; the rest of the code sees Db and Tx.',
      from: { path: '^src/', pathNot: '^src/db/' },
      to: { path: '^src/db/transport/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/http/contract-types\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.mjs', '.js', '.json'] },
  },
};
