import { describe, expect, it } from 'vitest';
import { executeText, literalOf } from './pglite-prepared.ts';

describe('literalOf', () => {
  it('quotes text, doubling its single quotes (backslashes stay as they are)', () => {
    expect(literalOf("it's", 'text')).toBe("'it''s'");
    expect(literalOf("'; drop table players; --", 'text')).toBe("'''; drop table players; --'");
    expect(literalOf('a\\b', 'text')).toBe("'a\\b'");
  });

  it('writes numbers, booleans, dates and null as PGlite sends them', () => {
    expect(literalOf(42, 'integer')).toBe("'42'");
    expect(literalOf(12n, 'bigint')).toBe("'12'");
    expect(literalOf(true, 'boolean')).toBe("'t'");
    expect(literalOf(new Date('2026-01-02T03:04:05.678Z'), 'timestamp with time zone')).toBe(
      "'2026-01-02T03:04:05.678Z'",
    );
    expect(literalOf(null, 'text')).toBe('NULL');
    expect(literalOf(undefined, 'integer')).toBe('NULL');
  });

  it('writes an array parameter as an array literal, its elements double-quoted and escaped', () => {
    expect(literalOf([1, 2, null], 'integer[]')).toBe(`'{"1","2",NULL}'`);
    expect(literalOf(['a,b', 'say "hi"', 'back\\slash', "it's"], 'text[]')).toBe(
      `'{"a,b","say \\"hi\\"","back\\\\slash","it''s"}'`,
    );
    expect(literalOf([[1], [2]], 'integer[]')).toBe(`'{{"1"},{"2"}}'`);
  });

  it('writes an object, or an array for a JSON parameter, as JSON', () => {
    expect(literalOf({ a: "it's" }, 'jsonb')).toBe(`'{"a":"it''s"}'`);
    expect(literalOf([1, 'x'], 'jsonb')).toBe(`'[1,"x"]'`);
  });
});

describe('executeText', () => {
  it('names the statement as an identifier and passes the values in order', () => {
    expect(executeText('player_row', [7, 'x'], ['integer', 'text'])).toBe(`EXECUTE "player_row"('7', 'x')`);
    expect(executeText('no_params', [], [])).toBe('EXECUTE "no_params"');
  });
});
