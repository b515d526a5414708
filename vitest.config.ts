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
    // again, 90 s of a 280 s PGlite run on a quick machine and over 20 minutes on a slow one.
    // Each file still opens its own database (test/support/database.ts) and closes what it starts.
    poolOptions: { forks: { maxForks: 2, minForks: 1, isolate: false } },
    reporters: ['default'],
  },
});
