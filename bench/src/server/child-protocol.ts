/** What the bench asks its server process, and how it answers (over the Node IPC channel). */
export type ChildRequest =
  | { id: number; type: 'sql'; text: string; params: unknown[] }
  | { id: number; type: 'memory'; gc: boolean }
  | { id: number; type: 'cpu' }
  | { id: number; type: 'stop' };

export interface ChildReply {
  id: number;
  ok: boolean;
  value: unknown;
}

export interface ChildReady {
  url: string;
  bareUrl: string;
  kind: 'pglite' | 'postgres';
  /** On PGlite: whether it runs in a worker thread of its own (PGLITE_WORKER). */
  pgliteWorker: boolean;
}

/** CPU time the server process has used (process.cpuUsage), µs. */
export interface ProcessCpu {
  user: number;
  system: number;
  /**
   * The same of two of its threads (`/proc/self/task/<tid>/stat`), µs: the main thread (the event
   * loop: requests, and PGlite when it runs there) and PGlite's worker thread (null when none, or off Linux).
   */
  threads?: { main: number | null; database: number | null };
}

export interface ServerMemory {
  rss: number;
  heapUsed: number;
  external: number;
}
