import { describe, expect, it, vi } from 'vitest';
import { createRealtimeController, type RealtimeControllerDeps, type TransportHandlers } from './realtime-controller.ts';

/** A fake transport, a hand-driven clock and a switchable server. */
function harness(topics = ['/topic/broadcast', '/topic/personal/u1']) {
  const sockets: { handlers: TransportHandlers; subscribed: Set<string>; closed: boolean }[] = [];
  const timers: { at: number; run: () => void; cancelled: boolean }[] = [];
  let now = 0;
  let serverUp = true;
  const deps = {
    connect: vi.fn((handlers: TransportHandlers) => {
      const socket = { handlers, subscribed: new Set<string>(), closed: false };
      sockets.push(socket);
      return {
        subscribe: (topic: string) => socket.subscribed.add(topic),
        unsubscribe: (topic: string) => socket.subscribed.delete(topic),
        close: () => {
          socket.closed = true;
        },
      };
    }),
    checkServer: vi.fn(() => Promise.resolve(serverUp)),
    schedule: (run: () => void, ms: number) => {
      const timer = { at: now + ms, run, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    random: () => 0.5,
    onNotification: vi.fn(),
    onStatus: vi.fn(),
    showLost: vi.fn(),
    hideLost: vi.fn(),
    logError: vi.fn(),
    reload: vi.fn(),
    resync: vi.fn(),
    warn: vi.fn(),
  } satisfies RealtimeControllerDeps;
  const controller = createRealtimeController(deps, topics);
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    deps,
    controller,
    sockets,
    last: () => sockets[sockets.length - 1]!,
    setServer: (up: boolean) => (serverUp = up),
    async advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => !t.cancelled && t.at <= now)) {
        timer.cancelled = true;
        timer.run();
      }
      await flush();
    },
    flush,
  };
}

describe('realtime controller', () => {
  it('subscribes its topics once connected and hands notifications on', () => {
    const h = harness();
    h.controller.start();
    expect(h.sockets).toHaveLength(1);
    expect(h.last().subscribed.size).toBe(0);
    h.last().handlers.onConnected();
    expect([...h.last().subscribed]).toEqual(['/topic/broadcast', '/topic/personal/u1']);
    expect(h.controller.status).toBe('connected');

    h.last().handlers.onMessage('/topic/broadcast', '{"type":"CHAT_MESSAGE_DELETE","room":"main","messageId":9}');
    h.last().handlers.onMessage('/topic/broadcast', '{"type":"NOPE"}');
    expect(h.deps.onNotification).toHaveBeenCalledWith({ type: 'CHAT_MESSAGE_DELETE', room: 'main', messageId: 9 });
    expect(h.deps.warn).toHaveBeenCalledOnce();
  });

  it('follows clan changes on the live connection', () => {
    const h = harness();
    h.controller.start();
    h.last().handlers.onConnected();
    h.controller.setTopics(['/topic/broadcast', '/topic/personal/u1', '/topic/clan/4']);
    expect(h.last().subscribed.has('/topic/clan/4')).toBe(true);
    h.controller.setTopics(['/topic/broadcast', '/topic/personal/u1']);
    expect(h.last().subscribed.has('/topic/clan/4')).toBe(false);
  });

  it('reconnects quietly when the server still answers, resubscribing and catching up', async () => {
    const h = harness();
    h.controller.start();
    h.last().handlers.onConnected();
    h.last().handlers.onClosed();
    await h.flush();
    expect(h.deps.checkServer).toHaveBeenCalledOnce();
    await h.advance(400);
    expect(h.sockets).toHaveLength(2);
    h.last().handlers.onConnected();
    expect(h.last().subscribed.size).toBe(2);
    expect(h.deps.resync).toHaveBeenCalledOnce();
    expect(h.deps.showLost).not.toHaveBeenCalled();
  });

  it('shows the connection page when the server is gone, and hides it when it returns', async () => {
    const h = harness();
    h.controller.start();
    h.last().handlers.onConnected();
    h.setServer(false);
    h.last().handlers.onClosed();
    await h.flush();
    expect(h.deps.showLost).toHaveBeenCalledOnce();
    expect(h.deps.logError).toHaveBeenCalledWith('Server connection error');
    expect(h.controller.status).toBe('offline');

    await h.advance(1500);
    await h.advance(3000);
    expect(h.deps.checkServer).toHaveBeenCalledTimes(3);
    expect(h.sockets).toHaveLength(1);

    h.setServer(true);
    await h.advance(5000);
    await h.advance(5000);
    expect(h.sockets).toHaveLength(2);
    h.last().handlers.onConnected();
    expect(h.deps.hideLost).toHaveBeenCalledOnce();
    expect(h.deps.showLost).toHaveBeenCalledOnce();
    expect(h.deps.logError).toHaveBeenCalledOnce();
  });

  it('ignores a stale socket after it was replaced', async () => {
    const h = harness();
    h.controller.start();
    const first = h.last();
    first.handlers.onConnected();
    first.handlers.onClosed();
    await h.flush();
    await h.advance(400);
    first.handlers.onClosed();
    first.handlers.onMessage('/topic/broadcast', '{"type":"CHAT_MESSAGE_DELETE","room":"main","messageId":1}');
    expect(h.deps.onNotification).not.toHaveBeenCalled();
    expect(h.deps.checkServer).toHaveBeenCalledOnce();
  });

  it('stops and runs the reload routine when the session is refused', () => {
    const h = harness();
    h.controller.start();
    h.last().handlers.onFatal('SESSION_CLOSED');
    h.last().handlers.onClosed();
    expect(h.last().closed).toBe(true);
    expect(h.deps.reload).toHaveBeenCalledWith('SESSION_CLOSED');
    expect(h.deps.checkServer).not.toHaveBeenCalled();
    expect(h.controller.status).toBe('stopped');
  });
});
