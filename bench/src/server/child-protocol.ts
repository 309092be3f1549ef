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
