import { describe, expect, it } from 'vitest';
import { transportOf, withDatabaseName } from './bench-database.ts';
import { childTreesTicks, parseProcStat, treeTicks, type ProcStat } from './process-cpu.ts';

describe('withDatabaseName', () => {
  it('renames the database of TCP and Unix-socket addresses, keeping the rest', () => {
    expect(withDatabaseName('postgres://u:p@127.0.0.1:5433/postgres?sslmode=disable', 'b')).toBe(
      'postgres://u:p@127.0.0.1:5433/b?sslmode=disable',
    );
    expect(withDatabaseName('postgres://postgres@/postgres?host=%2Ftmp%2Fpg&port=5432', 'b')).toBe(
      'postgres://postgres@/b?host=%2Ftmp%2Fpg&port=5432',
    );
    expect(withDatabaseName('postgresql://u@localhost', 'b')).toBe('postgresql://u@localhost/b');
  });
});

describe('transportOf', () => {
  it('reads the host as node-postgres does', () => {
    expect(transportOf('postgres://postgres@/db?host=%2Ftmp%2Fpg&port=6000')).toBe('Unix socket (/tmp/pg, port 6000)');
    expect(transportOf('postgres://%2Frun%2Fpostgresql/db')).toBe('Unix socket (/run/postgresql, port 5432)');
    expect(transportOf('postgres://u:p@127.0.0.1:5433/db')).toBe('TCP (127.0.0.1:5433)');
    expect(transportOf('postgres://u@db.example/db?host=/run/pg')).toBe('Unix socket (/run/pg, port 5432)');
  });
});

describe('process CPU from /proc', () => {
  it('parses a stat line whose command holds spaces and parentheses', () => {
    expect(parseProcStat('42 (postgres: x (y)) S 7 42 42 0 -1 0 0 0 0 0 120 30 5 6 20 0 1 0')).toEqual({
      pid: 42,
      ppid: 7,
      command: 'postgres: x (y)',
      ticks: 150,
      childTicks: 11,
    });
  });

  it('sums a tree and its reaped children, not its neighbours', () => {
    const p = (pid: number, ppid: number, ticks: number, childTicks = 0): ProcStat => ({
      pid,
      ppid,
      command: 'postgres',
      ticks,
      childTicks,
    });
    const stats = [p(1, 0, 1000), p(10, 1, 5, 40), p(11, 10, 3), p(12, 10, 2), p(20, 1, 999)];
    expect(treeTicks(10, stats)).toBe(50);
    expect(treeTicks(99, stats)).toBeNaN();
  });

  it('sums the postgres trees under a server process, not the server nor its other children', () => {
    const p = (pid: number, ppid: number, command: string, ticks: number, childTicks = 0): ProcStat => ({
      pid,
      ppid,
      command,
      ticks,
      childTicks,
    });
    const stats = [
      p(100, 1, 'node', 5000, 7),
      p(101, 100, 'postgres', 20, 30),
      p(102, 101, 'postgres', 4),
      p(103, 102, 'postgres', 1),
      p(104, 100, 'id', 2),
      p(200, 1, 'postgres', 900),
    ];
    expect(childTreesTicks(100, (s) => s.command === 'postgres', stats)).toBe(55);
    expect(childTreesTicks(200, (s) => s.command === 'postgres', stats)).toBeNaN();
  });
});
