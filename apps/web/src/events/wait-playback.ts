import { gameBus } from './game-events.ts';

/**
 * Resolves once the battle scene reports playback `seq` shown (`true`), or when `timeoutMs`
 * passes (`false`). The scene plays asynchronously, so listening from the moment the playback is
 * handed over is enough.
 */
export function waitPlayback(seq: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (played: boolean) => {
      off();
      clearTimeout(timer);
      resolve(played);
    };
    const off = gameBus.on('battle:played', (played) => {
      if (played.seq === seq) done(true);
    });
    const timer = setTimeout(() => done(false), timeoutMs);
  });
}
