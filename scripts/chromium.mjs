// Debian's Chromium drives the browser journeys and the front-end bench; no test tool downloads a browser.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Makes sure Chromium is there, installing Debian's package when running as root; false when impossible. */
export function ensureChromium() {
  if (existsSync(chromiumPath())) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`Chromium is missing at ${chromiumPath()}: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`);
    return false;
  }
  console.log('Chromium is missing: installing Debian\'s chromium package');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
  return result.status === 0 && existsSync(chromiumPath());
}
