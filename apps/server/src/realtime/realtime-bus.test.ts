import { describe, expect, it, vi } from 'vitest';
import { createInProcessBus } from './in-process-bus.ts';
import {
  BusMessageTooLargeError,
  MAX_BUS_MESSAGE_BYTES,
  decodeBusMessage,
  encodeBusMessage,
} from './realtime-bus.ts';
import { silentLogger } from './realtime-logger.ts';

describe('bus message wire form', () => {
  it('round-trips destination and JSON body', () => {
    const message = encodeBusMessage('/topic/clan/1', { type: 'CHAT_MESSAGE', text: 'ура' });
    expect(message.body).toBe('{"type":"CHAT_MESSAGE","text":"ура"}');
    expect(decodeBusMessage(message.text)).toEqual({ destination: '/topic/clan/1', body: message.body });
  });

  it('refuses payloads over the NOTIFY limit, counted in bytes', () => {
    expect(() =>
      encodeBusMessage('/topic/broadcast', { text: 'я'.repeat(MAX_BUS_MESSAGE_BYTES / 2) }),
    ).toThrow(BusMessageTooLargeError);
    expect(() => encodeBusMessage('/topic/broadcast', undefined)).toThrow(TypeError);
  });

  it('ignores foreign notifications', () => {
    expect(decodeBusMessage('not json')).toBeNull();
    expect(decodeBusMessage('{"destination":1,"payload":{}}')).toBeNull();
    expect(decodeBusMessage('{"destination":"/a"}')).toBeNull();
    expect(decodeBusMessage('null')).toBeNull();
  });
});

describe('in-process bus', () => {
  it('delivers to every handler before publish resolves, and stops after unsubscribe', async () => {
    const bus = createInProcessBus(silentLogger);
    const seen: string[] = [];
    const off = bus.subscribe((destination, body) => seen.push(`${destination} ${body}`));
    bus.subscribe((destination) => seen.push(`second ${destination}`));
    await bus.publish('/topic/broadcast', { n: 1 });
    expect(seen).toEqual(['/topic/broadcast {"n":1}', 'second /topic/broadcast']);
    off();
    await bus.publish('/topic/broadcast', { n: 2 });
    expect(seen).toHaveLength(3);
  });

  it('keeps delivering when a handler throws, and rejects what it cannot send', async () => {
    const logger = { ...silentLogger, error: vi.fn() };
    const bus = createInProcessBus(logger);
    const seen: string[] = [];
    bus.subscribe(() => {
      throw new Error('boom');
    });
    bus.subscribe((_, body) => seen.push(body));
    await bus.publish('/topic/broadcast', 1);
    expect(seen).toEqual(['1']);
    expect(logger.error).toHaveBeenCalledOnce();
    await expect(bus.publish('/topic/broadcast', 'x'.repeat(9000))).rejects.toThrow(BusMessageTooLargeError);
    await bus.close();
    await expect(bus.publish('/topic/broadcast', 1)).rejects.toThrow(/closed/);
  });
});
