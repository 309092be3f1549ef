import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's nginx site template (docs/operations.md). */
export const NGINX_SITE_TEMPLATE = fileURLToPath(
  new URL('../../../../deploy/nginx/road-of-legends.conf', import.meta.url),
);

/** Debian's nginx (NGINX_PATH to use another), or null when it is not installed. */
export function nginxBinary(): string | null {
  const path = process.env.NGINX_PATH || '/usr/sbin/nginx';
  return existsSync(path) ? path : null;
}

/** The site template with its placeholders filled in, as `envsubst '${LISTEN} ${NODES}'` does. */
export function renderNginxSite(template: string, vars: { LISTEN: string; NODES: string }): string {
  return template.replaceAll('${LISTEN}', vars.LISTEN).replaceAll('${NODES}', vars.NODES);
}

export interface NginxProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * Runs nginx in the foreground with the repository's site file in front of `nodes` (host:port),
 * listening on 127.0.0.1:`port`: an unprivileged configuration whose prefix, pid, logs and temp
 * files are all in a temp folder of its own.
 */
export async function startNginx(
  binary: string,
  port: number,
  nodes: readonly string[],
): Promise<NginxProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'rol-nginx-'));
  const site = renderNginxSite(readFileSync(NGINX_SITE_TEMPLATE, 'utf8'), {
    LISTEN: `127.0.0.1:${port}`,
    NODES: nodes.map((node) => `server ${node};`).join(' '),
  });
  writeFileSync(join(dir, 'road-of-legends.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${join(dir, t)};`),
      `  include ${join(dir, 'road-of-legends.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const output: string[] = [];
  const child: ChildProcess = spawn(
    binary,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT'); // nginx's graceful stop
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
      await close();
      throw new Error(`nginx exited (${child.exitCode}): ${output.join('')}${log}`);
    }
    try {
      await fetch(`${url}/api/connection/isConnectionExists`);
      return { url, close };
    } catch {
      if (Date.now() > deadline) {
        await close();
        throw new Error(`nginx did not listen: ${output.join('')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
