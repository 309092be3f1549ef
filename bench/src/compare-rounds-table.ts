// The tables of compare-rounds from the run files it left (a comparison stopped before its end):
//   node --import tsx bench/src/compare-rounds-table.ts [out] [census-rounds]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { censusMarkdown, roundsMarkdown, type LoopKey, type Run } from './compare-rounds.ts';
import type { HttpResult } from './http/http-bench.ts';

const out = process.argv[2] ?? 'compare-rounds';
const dir = resolve(import.meta.dirname, '..', 'results', out);
const keys: LoopKey[] = ['coreLoop', 'playerPace', 'items', 'arena', 'forum', 'clan', 'platforms'];
const read = (name: string) => {
  const file = join(dir, `${name}.json`);
  if (!existsSync(file)) return null;
  const json = JSON.parse(readFileSync(file, 'utf8')) as { http: HttpResult[]; errors: string[]; machine?: unknown };
  return json;
};
const runs: Run[] = [];
for (let order = 1; order <= 8; order += 1)
  for (const which of ['OLD', 'NEW'] as const) {
    const json = read(`${which.toLowerCase()}-${order}`);
    if (json) runs.push({ order, which, load1: Number(process.env[`LOAD_${order}`] ?? Number.NaN), http: json.http[0] ?? null, errors: json.errors });
  }
const census = (which: string) => read(`census-${which}`)?.http[0] ?? null;
console.log(['## Statements per call', '', censusMarkdown(census('old'), census('new'), keys), '## Timed runs', '', roundsMarkdown(runs, keys)].join('\n'));
