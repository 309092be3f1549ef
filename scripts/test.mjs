#!/usr/bin/env node
// The README's test command: typecheck, lint, unit and property tests, the route tests and the journeys
// in Chromium. Route tests and journeys run on the PostgreSQL of TEST_DATABASE_URL, or (unset) on a
// throw-away embedded PostgreSQL their global set-up starts. It ends with each stage's time, the ten
// slowest test files and `tests: N passed, N failed, N skipped`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath, ensureChromium } from './chromium.mjs';
import { ensureWebBuild } from './web-build.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each stage's label, result and seconds, printed again at the end. */
const stages = [];
/** Every test file's seconds, for the slowest ten. */
const fileTimes = [];
/** Every failed test by stage, printed again at the end so a log's tail names them all. */
const failures = [];
const reportDir = mkdtempSync(join(tmpdir(), 'rol-test-'));
const startedAll = Date.now();

/**
 * Runs one stage. `quiet`: its output is kept and printed whole when it ends, so two stages can run
 * side by side (the machine has two cores; typecheck and lint each keep one busy).
 */
function run(label, command, args, env = {}, quiet = false) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      stages.push({ label, ok: code === 0, seconds });
      if (quiet && output.trim() !== '') console.log(`\n--- ${label}:\n${output.trimEnd()}`);
      console.log(`=== ${label}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
      resolve(code === 0);
    });
  });
}

async function vitest(label, args, env = {}) {
  const out = join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const ok = await run(label, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
      if (file.startTime && file.endTime) fileTimes.push({ label, name: file.name, seconds: (file.endTime - file.startTime) / 1000 });
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed') failures.push(`${label}: ${file.name} > ${test.fullName}`);
      }
      if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') failures.push(`${label}: ${file.name} (${file.message ?? 'did not run'})`);
    }
  } else if (!ok) {
    failures.push(`${label}: no report (the run stopped)`);
    totals.failed += 1;
  }
  return ok;
}

async function postgresReachable(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

let ok = true;
// Typecheck and lint side by side: each is one thread for minutes. Lint takes longer, so the unit
// tests start on the core the typecheck leaves free.
const checks = await Promise.all([
  run('typecheck', 'npm', ['run', 'typecheck', '--silent'], {}, true).then(async (typed) => {
    const unit = await vitest('unit', ['--project', 'unit', '--project', 'unit-isolated']);
    return typed && unit;
  }),
  run('lint', 'npx', ['eslint', '.', '--max-warnings=0'], {}, true),
]);
ok = checks.every(Boolean) && ok;
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl && !(await postgresReachable(pgUrl))) {
  console.error(`\n=== routes: FAILED, TEST_DATABASE_URL is set but ${pgUrl} is not reachable`);
  ok = false;
  totals.failed += 1;
} else {
  ok = (await vitest('routes', ['--project', 'routes'])) && ok;
}

if (ensureChromium() && ensureWebBuild()) {
  ok = (await vitest('journeys', ['--config', 'e2e/vitest.config.ts'], { CHROMIUM_PATH: chromiumPath() })) && ok;
} else {
  ok = false;
  totals.failed += 1;
}

rmSync(reportDir, { recursive: true, force: true });
const root = process.cwd();
console.log('\nstages:');
for (const stage of stages) console.log(`  ${stage.label.padEnd(10)} ${stage.seconds.toFixed(1).padStart(7)} s  ${stage.ok ? 'ok' : 'FAILED'}`);
console.log(`  ${'in all'.padEnd(10)} ${((Date.now() - startedAll) / 1000).toFixed(1).padStart(7)} s`);
console.log('\nslowest ten test files:');
for (const file of fileTimes.sort((a, b) => b.seconds - a.seconds).slice(0, 10))
  console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.label}: ${file.name.replace(`${root}/`, '')}`);
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
