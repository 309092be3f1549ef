#!/usr/bin/env node
// The README's test command: typecheck, lint, unit and property tests, route tests on PGlite, the same
// route tests on PostgreSQL when one is reachable (TEST_DATABASE_URL), then the journeys in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath, ensureChromium } from './chromium.mjs';
import { ensureWebBuild } from './web-build.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Every failed test by stage, printed again at the end so a log's tail names them all. */
const failures = [];
const reportDir = mkdtempSync(join(tmpdir(), 'rol-test-'));

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

function vitest(label, args, env = {}) {
  const out = join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(label, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const file of report.testResults ?? []) {
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
ok = run('typecheck', 'npm', ['run', 'typecheck', '--silent']) && ok;
ok = run('lint', 'npx', ['eslint', '.', '--max-warnings=0']) && ok;
ok = vitest('unit', ['--project', 'unit']) && ok;
ok = vitest('routes-pglite', ['--project', 'routes'], { TEST_DATABASE_URL: '' }) && ok;

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl && (await postgresReachable(pgUrl))) {
  ok = vitest('routes-postgres', ['--project', 'routes'], { TEST_DATABASE_URL: pgUrl }) && ok;
} else if (pgUrl) {
  console.error(`\n=== routes-postgres: FAILED, TEST_DATABASE_URL is set but ${pgUrl} is not reachable`);
  ok = false;
  totals.failed += 1;
} else {
  console.log('\n=== routes-postgres: skipped (no TEST_DATABASE_URL; .ci/run starts a PostgreSQL and sets it)');
}

if (ensureChromium() && ensureWebBuild()) {
  ok = vitest('journeys', ['--config', 'e2e/vitest.config.ts'], { CHROMIUM_PATH: chromiumPath() }) && ok;
} else {
  ok = false;
  totals.failed += 1;
}

rmSync(reportDir, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
