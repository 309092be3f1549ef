import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Tests only: starts a fake platform's HTTP server on a free loopback port; answers its address and
 * how to close it (open connections cut, so a test never waits on a kept-alive socket).
 */
export async function listenOnLoopback(server: Server): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
