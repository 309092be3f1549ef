// `npm run exports`: writes each shared package's `exports` map, one entry per production module
// (every `.ts` file under `src/` except tests) plus its test kits (`test/*.ts`, under `./test/`).
// Explicit entries keep tests and stray files out of the public surface; `--check` (run by the unit
// test beside this file) fails when a package.json is out of date with its files.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PACKAGES = ['packages/rules', 'packages/protocol'];

function modules(dir) {
  let out = [];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    const full = join(dir, e.name);
    if (e.isDirectory()) out = out.concat(modules(full));
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The exports map a package should have, from its files. */
export function expectedExports(pkgDir) {
  const map = {};
  const add = (base, prefix) => {
    for (const file of modules(join(pkgDir, base)).sort()) {
      const rel = relative(join(pkgDir, base), file).split('\\').join('/').replace(/\.ts$/, '');
      map[`./${prefix}${rel}`] = `./${base}/${rel}.ts`;
    }
  };
  add('src', '');
  add('test', 'test/');
  return Object.fromEntries(Object.entries(map).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Package directories whose package.json exports differ from their files. */
export function staleExports(baseDir = root) {
  return PACKAGES.filter((p) => {
    const pkg = JSON.parse(readFileSync(join(baseDir, p, 'package.json'), 'utf8'));
    return JSON.stringify(pkg.exports) !== JSON.stringify(expectedExports(join(baseDir, p)));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    const stale = staleExports();
    if (stale.length) {
      console.error(`exports out of date in ${stale.join(', ')}: run npm run exports`);
      process.exit(1);
    }
  } else {
    for (const p of PACKAGES) {
      const file = join(root, p, 'package.json');
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      pkg.exports = expectedExports(join(root, p));
      writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
      console.log(`${p}: ${Object.keys(pkg.exports).length} exports`);
    }
  }
}
