import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two cores: more parallel files only add contention (each PGlite instance is a WASM Postgres).
    // One module graph per fork (isolate: false): a fresh fork per file imported the whole of src
    // again, 90 s of the two forks' time in a 280 s PGlite run on a quick machine and 1,349 s on a
    // slow one. Each file still opens its own database (test/support/database.ts) and closes what
    // it starts; docs/architecture.md ("CI") has the rules that come with this.
    poolOptions: { forks: { maxForks: 2, minForks: 1, isolate: false } },
    reporters: ['default'],
  },
});
