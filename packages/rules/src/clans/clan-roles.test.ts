import { describe, expect, it } from 'vitest';
import {
  ACTIONS_ON_MEMBERS,
  CLAN_ACTIONS,
  CLAN_ROLE_RANK,
  clanActRefusal,
  demotedRole,
  mayDo,
  promotedRole,
  SHOWN_CLAN_ROLES,
  type ClanAction,
  type ClanRole,
} from './clan-roles.ts';

/** The table written out independently, role by role (the docs' table). */
const EXPECTED: Record<ClanRole, readonly ClanAction[]> = (() => {
  const officer = CLAN_ACTIONS.filter((a) => a !== 'RESIGN');
  return {
    LEADER: CLAN_ACTIONS,
    TEMPORARY_LEADER: officer,
    DEPUTY_LEADER: officer,
    SUBLEADER: officer,
    REPRESENTATIVE: ['INVITE', 'ACCEPT_APPLICATION', 'REJECT_APPLICATION', 'START_RAID', 'DONATE', 'TAKE_GIFT', 'ATTACK_RAID'],
    PARTICIPANT: ['DONATE', 'TAKE_GIFT', 'ATTACK_RAID'],
    NEWBIE: ['DONATE', 'TAKE_GIFT', 'ATTACK_RAID'],
  };
})();

describe('the permission table', () => {
  it('the spec: leader and deputy invite, kick, promote, demote, edit text, advertise, build, change theme and difficulty', () => {
    for (const role of ['LEADER', 'DEPUTY_LEADER'] as const)
      for (const action of ['INVITE', 'KICK', 'PROMOTE', 'DEMOTE', 'EDIT_TEXT', 'ADVERTISE', 'BUILD', 'CHANGE_THEME', 'CHANGE_RAID_DIFFICULTY'] as const)
        expect(mayDo(role, action), `${role} ${action}`).toBe(true);
  });

  // Every role × every action × every target role (or none for actions not on a member).
  const cases: [ClanRole, ClanAction, ClanRole | undefined][] = [];
  for (const actor of SHOWN_CLAN_ROLES)
    for (const action of CLAN_ACTIONS)
      for (const target of ACTIONS_ON_MEMBERS.includes(action) ? SHOWN_CLAN_ROLES : [undefined])
        cases.push([actor, action, target]);

  it.each(cases)('%s %s %s', (actor, action, target) => {
    const refusal = clanActRefusal(actor, action, target);
    const permitted = EXPECTED[actor].includes(action);
    if (!permitted) return expect(refusal).toBe('FORBIDDEN');
    if (target === undefined) return expect(refusal).toBeNull();
    if (CLAN_ROLE_RANK[target] >= CLAN_ROLE_RANK[actor]) return expect(refusal).toBe('RANK_TOO_LOW');
    if (action === 'PROMOTE') {
      const next = promotedRole(target);
      if (next === null) return expect(refusal).toBe('NO_FURTHER_RANK');
      return expect(refusal).toBe(CLAN_ROLE_RANK[next] >= CLAN_ROLE_RANK[actor] ? 'RANK_TOO_LOW' : null);
    }
    if (action === 'DEMOTE') return expect(refusal).toBe(demotedRole(target) === null ? 'NO_FURTHER_RANK' : null);
    return expect(refusal).toBeNull();
  });

  it('counts every case', () => {
    expect(cases.length).toBe(7 * (CLAN_ACTIONS.length - 3) + 7 * 3 * 7);
  });

  it('nobody acts on an equal rank; the leader promotes a representative to deputy but never to leader', () => {
    expect(clanActRefusal('DEPUTY_LEADER', 'KICK', 'SUBLEADER')).toBe('RANK_TOO_LOW');
    expect(clanActRefusal('LEADER', 'PROMOTE', 'REPRESENTATIVE')).toBeNull();
    expect(clanActRefusal('LEADER', 'PROMOTE', 'DEPUTY_LEADER')).toBe('NO_FURTHER_RANK');
    expect(clanActRefusal('DEPUTY_LEADER', 'PROMOTE', 'REPRESENTATIVE')).toBe('RANK_TOO_LOW');
    expect(clanActRefusal('DEPUTY_LEADER', 'PROMOTE', 'PARTICIPANT')).toBeNull();
    expect(clanActRefusal('LEADER', 'DEMOTE', 'NEWBIE')).toBe('NO_FURTHER_RANK');
  });
});
