import { describe, expect, it, vi } from 'vitest';
import { createErrorReporter, errorMessage } from './error-reporter.ts';

describe('error reporter', () => {
  it('sends only the first 3 errors', () => {
    const send = vi.fn(() => Promise.resolve());
    const reporter = createErrorReporter(send);
    for (let i = 0; i < 5; i += 1) reporter.report(new Error(`e${i}`));
    expect(send).toHaveBeenCalledTimes(3);
    expect(reporter.sentCount).toBe(3);
  });

  it('swallows a failing send', async () => {
    const reporter = createErrorReporter(() => Promise.reject(new Error('offline')));
    expect(reporter.report('x')).toBe(true);
    await Promise.resolve();
  });

  it('describes errors, strings and values', () => {
    expect(errorMessage(new TypeError('bad'))).toMatch(/^TypeError: bad/);
    expect(errorMessage('plain')).toBe('plain');
    expect(errorMessage({ a: 1 })).toBe('{"a":1}');
  });
});
