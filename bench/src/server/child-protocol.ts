/** What the bench asks its server process, and how it answers (over the Node IPC channel). */
export type ChildRequest =
  | { id: number; type: 'sql'; text: string; params: unknown[] }
  | { id: number; type: 'memory'; gc: boolean }
  | { id: number; type: 'cpu' }
  | { id: number; type: 'statements' }
  | { id: number; type: 'pauses' }
  | { id: number; type: 'stop' };

export interface ChildReply {
  id: number;
  ok: boolean;
  value: unknown;
}

/** The embedded default the server process started: a PostgreSQL of its own, as `npm start` runs it. */
export interface EmbeddedInfo {
  /** `postgres --version`, e.g. "18.1". */
  version: string;
  /** The temporary data folder (the cluster is in `<dataDir>/postgres`), deleted when the server stops. */
  dataDir: string;
  /** How long initdb and the server's start took. */
  initdbMs: number | null;
  startMs: number;
}

export interface ChildReady {
  url: string;
  bareUrl: string;
  /**
   * `embedded`: the game's default, the PostgreSQL it starts itself (no DATABASE_URL); `postgres`: a
   * PostgreSQL the bench handed it (`--pg`: a throw-away cluster, or BENCH_DATABASE_URL).
   */
  kind: 'embedded' | 'postgres';
  /** On the embedded default: what the server started; null otherwise. */
  embedded: EmbeddedInfo | null;
}

/** CPU time the server process has used (process.cpuUsage), µs. */
export interface ProcessCpu {
  user: number;
  system: number;
}

export interface ServerMemory {
  rss: number;
  heapUsed: number;
  external: number;
}

/** The server process's pauses since the last ask (server-pauses.ts). */
export interface ServerPauses {
  /** How late a 1 ms timer ran: the event loop's delay, ms. */
  loopDelayP50Ms: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** Garbage collections (each pauses the main thread for its duration, or part of it), and their total and longest, ms. */
  gcPauses: number;
  gcTotalMs: number;
  gcMaxMs: number;
  /** Collections longer than 10 ms. */
  gcOver10Ms: number;
  /** How long the server held a request, from its headers read to its answer written (every route), ms. */
  heldP50Ms: number;
  heldP99Ms: number;
}
