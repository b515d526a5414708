#!/usr/bin/env node
// Loads the TypeScript entry point in this process through tsx, so the package needs no
// build step and signals (Ctrl-C, SIGTERM) reach the server directly.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
