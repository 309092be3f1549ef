#!/usr/bin/env node
// `npm run test:quick [-- <git ref>]`: the inner loop. What changed against the ref (default HEAD: the
// uncommitted work, new files included) decides what runs: the typecheck of each workspace a changed
// file lives in, ESLint on the changed files, and the unit and route tests that import them
// (`vitest related`). The whole suite is `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const ref = process.argv[2] ?? 'HEAD';
const WORKSPACES = ['packages/rules', 'packages/protocol', 'apps/server', 'apps/web', 'e2e', 'bench'];

function git(args) {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.split('\n').filter(Boolean);
}

const changed = [...new Set([...git(['diff', '--name-only', ref]), ...git(['ls-files', '--others', '--exclude-standard'])])]
  .filter((file) => existsSync(file))
  .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file));

if (changed.length === 0) {
  console.log(`test:quick: nothing changed against ${ref}`);
  process.exit(0);
}
console.log(`test:quick: ${changed.length} changed file(s) against ${ref}`);

const stages = [];
function run(label, command, args) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = (Date.now() - started) / 1000;
  stages.push({ label, ok: result.status === 0, seconds });
  return result.status === 0;
}

let ok = true;
// A change in the rules or the protocol can break every workspace that imports them.
const touched = new Set(WORKSPACES.filter((ws) => changed.some((file) => file.startsWith(`${ws}/`))));
if (touched.has('packages/rules') || touched.has('packages/protocol')) for (const ws of WORKSPACES) touched.add(ws);
for (const ws of touched) ok = run(`typecheck ${ws}`, 'npx', ['tsc', '-p', ws, '--noEmit']) && ok;
ok = run('lint', 'npx', ['eslint', '--max-warnings=0', ...changed]) && ok;
const sources = changed.filter((file) => !file.startsWith('e2e/'));
if (sources.length > 0) ok = run('related tests', 'npx', ['vitest', 'related', '--run', '--passWithNoTests', ...sources]) && ok;

console.log('\nstages:');
for (const stage of stages) console.log(`  ${stage.label.padEnd(28)} ${stage.seconds.toFixed(1).padStart(7)} s  ${stage.ok ? 'ok' : 'FAILED'}`);
process.exit(ok ? 0 : 1);
