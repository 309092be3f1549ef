import { describe, expect, it } from 'vitest';
import { MIN_SOAK_SECONDS, parseArgs, parseDuration } from './args.ts';

describe('bench arguments', () => {
  it('reads durations in seconds, minutes and hours', () => {
    expect(parseDuration('90s')).toBe(90);
    expect(parseDuration('10m')).toBe(600);
    expect(parseDuration('1h')).toBe(3600);
    expect(parseDuration('45')).toBe(45);
    expect(() => parseDuration('ten minutes')).toThrow(/bad duration/);
  });

  it('takes a soak long enough to judge its memory, and refuses a shorter one', () => {
    expect(parseArgs(['--soak', '10m']).soakSeconds).toBe(600);
    expect(parseArgs(['--soak', `${MIN_SOAK_SECONDS}s`]).soakSeconds).toBe(MIN_SOAK_SECONDS);
    expect(() => parseArgs(['--soak', '20s'])).toThrow(/at least 30s/);
  });

  it('runs on the embedded default unless --no-embedded, and says the PGlite flags are gone', () => {
    expect(parseArgs([]).embedded).toBe(true);
    expect(parseArgs(['--no-embedded']).embedded).toBe(false);
    expect(() => parseArgs(['--no-pglite'])).toThrow(/--no-embedded/);
    expect(() => parseArgs(['--pglite-ab', '2'])).toThrow(/is gone/);
  });

  it('plays every round, the ones named, or none after the core loop', () => {
    expect(parseArgs([]).rounds.size).toBeGreaterThan(1);
    expect([...parseArgs(['--rounds', 'clan,forum']).rounds]).toEqual(['clan', 'forum']);
    expect(parseArgs(['--rounds', 'none']).rounds.size).toBe(0);
    expect(() => parseArgs(['--rounds', 'nope'])).toThrow(/unknown round/);
  });

  it('counts statements and runs another tree\'s server only when asked', () => {
    expect(parseArgs([]).statements).toBe(false);
    expect(parseArgs([]).serverRoot).toBeNull();
    const args = parseArgs(['--statements', '--server-root', '/tmp/old']);
    expect(args.statements).toBe(true);
    expect(args.serverRoot).toBe('/tmp/old');
    expect(() => parseArgs(['--server-root'])).toThrow(/needs a value/);
  });
});
