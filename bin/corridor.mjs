#!/usr/bin/env node
// Signal handlers come before anything slow: a SIGTERM that a container or process manager
// sends while the server is still starting must stop it, not kill it half-way or be lost.
// src/lifecycle.ts takes over from here (the shared state below is how it learns of a signal
// that arrived before it was loaded).
const lifecycle = (globalThis[Symbol.for('corridor.lifecycle')] ??= { signal: undefined, stop: undefined });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // A second signal while stopping: the operator means it.
    if (lifecycle.signal) process.exit(signal === 'SIGINT' ? 130 : 143);
    lifecycle.signal = signal;
    // Nothing is open before the program registers its stop: nothing to close, nothing done.
    if (lifecycle.stop) lifecycle.stop(signal);
    else process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

// The TypeScript sources run as one precompiled module, cached until a source changes (loading
// ~200 files through tsx took seconds and ~40 MB); tsx when that cannot be (a read-only install,
// CORRIDOR_COMPILE=0).
const { compiledEntry } = await import('./compile.mjs');
const entry = await compiledEntry();
if (entry) await import(entry);
else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/main.ts');
}
