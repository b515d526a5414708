// src/main.ts and everything it imports, bundled by esbuild into one ES module under
// node_modules/.cache/corridor, rebuilt when one of its sources changes (size or mtime).
// Dependencies stay in node_modules (packages: 'external').
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE = join(ROOT, 'node_modules', '.cache', 'corridor');
const OUT = join(CACHE, 'main.mjs');
const MANIFEST = join(CACHE, 'main.json');

const stamp = (file) => {
  const s = statSync(join(ROOT, file));
  return `${s.size}:${Math.trunc(s.mtimeMs)}`;
};

/** The cached module when it matches the sources now, else undefined. */
function current(esbuildVersion) {
  try {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
    if (manifest.esbuild !== esbuildVersion || manifest.node !== process.version) return undefined;
    for (const [file, was] of Object.entries(manifest.inputs)) if (stamp(file) !== was) return undefined;
    statSync(OUT);
    return OUT;
  } catch {
    return undefined;
  }
}

/** A source file's own location for import.meta.url (migrations and the contract are found next to it). */
const ownUrl = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /[/\\]src[/\\].*\.ts$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }));
  },
};

/** Path of the compiled entry module, or undefined: run the sources through tsx instead. */
export async function compiledEntry() {
  if (process.env.CORRIDOR_COMPILE === '0') return undefined;
  const version = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'esbuild', 'package.json'), 'utf8')).version;
  const ready = current(version);
  if (ready) return pathToFileURL(ready).href;
  try {
    const esbuild = await import('esbuild');
    const result = await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: ['src/main.ts'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: `node${process.versions.node.split('.')[0]}`,
      packages: 'external',
      plugins: [ownUrl],
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
    const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((file) => [file, stamp(file)]));
    // Several processes may start at once (tests, replicas): each writes its own file and
    // renames it into place, so none reads a half-written module.
    mkdirSync(CACHE, { recursive: true });
    const tmp = `${OUT}.${process.pid}`;
    writeFileSync(tmp, result.outputFiles[0].contents);
    renameSync(tmp, OUT);
    writeFileSync(`${MANIFEST}.${process.pid}`, JSON.stringify({ esbuild: version, node: process.version, inputs }));
    renameSync(`${MANIFEST}.${process.pid}`, MANIFEST);
    return pathToFileURL(OUT).href;
  } catch (err) {
    // tsx then reports a syntax error itself; a read-only install simply runs uncompiled.
    if (process.env.CORRIDOR_COMPILE_DEBUG) console.error('precompile failed:', err);
    rmSync(`${OUT}.${process.pid}`, { force: true });
    return undefined;
  }
}
