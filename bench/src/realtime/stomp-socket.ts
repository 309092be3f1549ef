import WebSocket from 'ws';

export interface StompSocket {
  ws: WebSocket;
  /** Resolves on CONNECTED (and, for `subscribe`, after the SUBSCRIBE frame was written). */
  ready: Promise<void>;
}

/**
 * A minimal STOMP 1.2 client over a raw `ws` socket — CONNECT with the session as `?JSESSIONID=`,
 * optional SUBSCRIBE — so that thousands fit in one bench process. `onFrame` sees every raw frame
 * after CONNECTED (MESSAGE frames and heart-beat EOLs).
 */
export function openStompSocket(
  httpUrl: string,
  path: string,
  token: string | null,
  options: { heartBeat: string; subscribe?: string; onFrame?: (data: string) => void; stomp?: boolean },
): StompSocket {
  const url = `${httpUrl.replace(/^http/, 'ws')}${path}${token ? `?JSESSIONID=${encodeURIComponent(token)}` : ''}`;
  const ws = new WebSocket(url, options.stomp === false ? [] : ['v12.stomp'], { perMessageDeflate: false });
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('STOMP connect timed out')), 30_000);
    let connected = false;
    ws.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    ws.on('close', () => {
      clearTimeout(timer);
      if (!connected) reject(new Error('closed before CONNECTED'));
    });
    ws.on('open', () => {
      if (options.stomp === false) {
        connected = true;
        clearTimeout(timer);
        resolve();
        return;
      }
      ws.send(`CONNECT\naccept-version:1.2\nhost:localhost\nheart-beat:${options.heartBeat}\n\n\u0000`);
    });
    ws.on('message', (raw) => {
      const data = raw.toString();
      if (!connected) {
        if (!data.startsWith('CONNECTED')) {
          clearTimeout(timer);
          reject(new Error(`refused: ${data.slice(0, 200)}`));
          return;
        }
        connected = true;
        if (options.subscribe)
          ws.send(`SUBSCRIBE\nid:sub-0\ndestination:${options.subscribe}\nack:auto\n\n\u0000`);
        clearTimeout(timer);
        resolve();
        return;
      }
      options.onFrame?.(data);
    });
  });
  ready.catch(() => {});
  return { ws, ready };
}

/** Opens `count` sockets, `batch` at a time; returns those that connected and how many failed. */
export async function openMany(
  count: number,
  batch: number,
  open: (i: number) => StompSocket,
): Promise<{ sockets: StompSocket[]; failed: number; firstError: string | null }> {
  const sockets: StompSocket[] = [];
  let failed = 0;
  let firstError: string | null = null;
  for (let start = 0; start < count; start += batch) {
    const group = Array.from({ length: Math.min(batch, count - start) }, (_, k) => open(start + k));
    const settled = await Promise.allSettled(group.map((s) => s.ready));
    settled.forEach((result, k) => {
      if (result.status === 'fulfilled') sockets.push(group[k]!);
      else {
        failed += 1;
        firstError ??= String(result.reason);
        group[k]!.ws.terminate();
      }
    });
  }
  return { sockets, failed, firstError };
}
