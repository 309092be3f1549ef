#!/usr/bin/env node
// `npm start`: build the web app when needed, then run the server (API + built app) in this process tree.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from './web-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (!ensureWebBuild()) process.exit(1);

// A young generation of 32 MB semi-spaces: a request allocates short-lived rows and answers, and the
// default (16 MB) scavenged them about twice as often (measured: ~10 % less server CPU per core-loop
// call). The bench's server process runs with the same flag (bench/src/server/server-process.ts).
const NODE_FLAGS = ['--max-semi-space-size=32'];

const server = spawn(
  process.execPath,
  [...NODE_FLAGS, '--import', 'tsx', join(root, 'apps/server/src/main.ts')],
  {
    stdio: 'inherit',
    cwd: root,
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
