import { describe, expect, it } from 'vitest';
import { createRealtimeBus } from './create-realtime-bus.ts';
import { silentLogger } from './realtime-logger.ts';

describe('createRealtimeBus', () => {
  it('uses the in-process bus without a database URL', async () => {
    const bus = await createRealtimeBus({ databaseUrl: '', logger: silentLogger });
    const seen: string[] = [];
    bus.subscribe((destination) => seen.push(destination));
    await bus.publish('/topic/broadcast', {});
    expect(seen).toEqual(['/topic/broadcast']);
    await bus.close();
  });

  it('fails fast when PostgreSQL cannot be reached', async () => {
    await expect(
      createRealtimeBus({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', logger: silentLogger }),
    ).rejects.toThrow();
  });
});
