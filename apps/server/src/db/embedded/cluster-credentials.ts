import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The database role the game signs in as, made by initdb on the first start. */
export interface ClusterCredentials {
  user: string;
  password: string;
}

const FILE = 'credentials.json';

export function credentialsPath(dataDir: string): string {
  return join(dataDir, FILE);
}

/** A new role's name and password: 32 random bytes, hex, so it needs no escaping anywhere. */
export function newCredentials(): ClusterCredentials {
  return { user: 'rol', password: randomBytes(32).toString('hex') };
}

/** Kept in the data folder, readable and writable by its owner only (0600). */
export function writeCredentials(dataDir: string, credentials: ClusterCredentials): void {
  writeFileSync(credentialsPath(dataDir), `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
}

export function readCredentials(dataDir: string): ClusterCredentials | null {
  const file = credentialsPath(dataDir);
  if (!existsSync(file)) return null;
  const value = JSON.parse(readFileSync(file, 'utf8')) as Partial<ClusterCredentials>;
  if (typeof value.user !== 'string' || typeof value.password !== 'string')
    throw new Error(`${file} is damaged: it must hold {"user", "password"}`);
  return { user: value.user, password: value.password };
}
