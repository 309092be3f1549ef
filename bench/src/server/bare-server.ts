import Fastify from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { fastifyLogOptions } from '../../../apps/server/src/app.ts';

export const BARE_WS_PATH = '/bare/websocket';

/**
 * The ceilings, in the game server's process and logging set-up: `GET /bare` answers a small JSON
 * object (no database, no session); `POST /bare/broadcast` writes its text body to every socket
 * connected on BARE_WS_PATH (one serialization, like the broker's fan-out) — a bare `ws` broadcast.
 */
export async function startBare(): Promise<{ url: string; close(): Promise<void> }> {
  // The game server's logging set-up (no line per request), so the ceiling pays what the game pays.
  const app = Fastify(fastifyLogOptions(process.env.BENCH_SERVER_LOG !== '0'));
  const wss = new WebSocketServer({ noServer: true });
  const sockets = new Set<WebSocket>();
  wss.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
  });
  app.server.on('upgrade', (request, socket, head) => {
    if ((request.url ?? '').split('?')[0] !== BARE_WS_PATH) return socket.destroy();
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });

  app.get('/bare', async () => ({ ok: true, serverTime: Date.now() }));
  app.post('/bare/broadcast', async (request) => {
    const frame = `MESSAGE\ndestination:/topic/broadcast\ncontent-type:application/json\n\n${JSON.stringify({
      type: 'CHAT_MESSAGE',
      text: String((request.body as { text?: unknown } | null)?.text ?? ''),
    })}\u0000`;
    for (const socket of sockets) socket.send(frame);
    return { sent: sockets.size };
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const socket of sockets) socket.terminate();
      wss.close();
      await app.close();
    },
  };
}
