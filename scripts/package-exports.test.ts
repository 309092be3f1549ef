import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { expectedExports, staleExports } from './package-exports.mjs';

describe('package exports', () => {
  it('list every production module and test kit, and no test', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rol-exports-'));
    mkdirSync(join(dir, 'src', 'battle'), { recursive: true });
    mkdirSync(join(dir, 'test'));
    writeFileSync(join(dir, 'src', 'battle', 'hit.ts'), '');
    writeFileSync(join(dir, 'src', 'battle', 'hit.test.ts'), '');
    writeFileSync(join(dir, 'src', 'experience.ts'), '');
    writeFileSync(join(dir, 'test', 'sample-squad.ts'), '');
    expect(expectedExports(dir)).toEqual({
      './battle/hit': './src/battle/hit.ts',
      './experience': './src/experience.ts',
      './test/sample-squad': './test/sample-squad.ts',
    });
  });

  it('are up to date in the shared packages (npm run exports rewrites them)', () => {
    expect(staleExports()).toEqual([]);
  });
});
