import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { dashboardSourceHash } from './source-hash.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** dist/build-info.json: the hash of the sources this build came from (checked by a test). */
function buildInfo(): Plugin {
  return {
    name: 'corridor-build-info',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-info.json', source: `${JSON.stringify({ sourceHash: dashboardSourceHash(root) }, null, 2)}\n` });
    },
  };
}

// Served by Corridor at /dashboard (src/http/dashboard-routes.ts). Built with `npm run dashboard:build`;
// the output in dist/ is committed (docs/dashboard.md says why).
export default defineConfig({
  root,
  base: '/dashboard/',
  publicDir: false,
  plugins: [buildInfo()],
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // No inline scripts or data: URIs for scripts: the page's CSP allows only 'self'.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Mantine's "use client" directives mean nothing in a client-only bundle.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
