// Builds the web app when its output is missing or older than any source it is made from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const output = join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'packages/rules/src', 'packages/protocol/src'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function webBuildIsFresh() {
  if (!existsSync(output)) return false;
  const built = statSync(output).mtimeMs;
  return sources.every((source) => newestMtime(join(root, source)) <= built);
}

/** Returns true when apps/web/dist is up to date (building it if needed). */
export function ensureWebBuild() {
  if (webBuildIsFresh()) return true;
  console.log('Building the web app (apps/web/dist)…');
  // NODE_ENV production, always: an empty NODE_ENV in the caller's environment made the build's
  // CSS loader set it to development, and the app came out as React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build', '-w', '@rol/web'], { stdio: 'inherit', cwd: root, env });
  return result.status === 0;
}
