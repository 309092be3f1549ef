import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING_UNIT_TESTS } from '../vitest.config.ts';

const root = join(import.meta.dirname, '..');
const REPLACES = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/;

function unitTestFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...unitTestFiles(path));
    else if (/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.route.test.ts')) found.push(relative(root, path));
  }
  return found;
}

describe('unit test isolation', () => {
  it('runs every file that replaces modules or globals apart (unit-isolated), since unit files share modules', () => {
    const replacing = ['packages', 'apps', 'bench/src', 'scripts']
      .flatMap((dir) => unitTestFiles(join(root, dir)))
      .filter((file) => REPLACES.test(readFileSync(join(root, file), 'utf8')))
      .sort();
    expect(replacing).toEqual([...MOCKING_UNIT_TESTS].sort());
  });
});
