import { describe, expect, it } from 'vitest';
import { LEADER_ABSENCE_MS, successorOf, temporaryLeaderOf, type SuccessionCandidate } from './clan-succession.ts';

const m = (playerId: number, role: SuccessionCandidate['role'], contribution = 0, joinedAtMs = 0, lastActiveAtMs = 0) => ({
  playerId,
  role,
  contribution,
  joinedAtMs,
  lastActiveAtMs,
});

describe('succession', () => {
  it('rank first, then contribution, then seniority, then the lowest id', () => {
    const leader = m(1, 'LEADER');
    expect(successorOf([leader, m(2, 'PARTICIPANT', 9e9), m(3, 'DEPUTY_LEADER')], 1)?.playerId).toBe(3);
    expect(successorOf([leader, m(2, 'REPRESENTATIVE', 10), m(3, 'REPRESENTATIVE', 20)], 1)?.playerId).toBe(3);
    expect(successorOf([leader, m(2, 'NEWBIE', 5, 200), m(3, 'NEWBIE', 5, 100)], 1)?.playerId).toBe(3);
    expect(successorOf([leader, m(5, 'NEWBIE', 5, 100), m(4, 'NEWBIE', 5, 100)], 1)?.playerId).toBe(4);
    expect(successorOf([leader], 1)).toBeNull();
  });

  it('the order members are read in does not matter', () => {
    const members = [m(1, 'LEADER'), m(2, 'NEWBIE', 5, 100), m(3, 'NEWBIE', 5, 100), m(4, 'PARTICIPANT', 1, 300)];
    expect(successorOf([...members].reverse(), 1)?.playerId).toBe(successorOf(members, 1)?.playerId);
  });

  it('a temporary leader covers a leader away for a week, chosen among the active', () => {
    const now = 100 * LEADER_ABSENCE_MS;
    const away = now - LEADER_ABSENCE_MS;
    const members = [m(1, 'LEADER', 0, 0, away), m(2, 'DEPUTY_LEADER', 0, 0, away), m(3, 'PARTICIPANT', 0, 0, now)];
    expect(temporaryLeaderOf(members, now)?.playerId).toBe(3);
    expect(temporaryLeaderOf(members, now - 1)).toBeNull();
  });
});
