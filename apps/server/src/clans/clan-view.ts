import type { ClanDto, ClanMemberDto, ClanStatDto } from '@rol/protocol/clan-dto';
import { memberLimit } from '@rol/rules/clans/clan-limits';
import { raidState } from '@rol/rules/clans/clan-raids';
import { CLAN_ACTIONS, clanActRefusal, mayDo, type ClanRole } from '@rol/rules/clans/clan-roles';
import { themeChangePrice } from '@rol/rules/clans/clan-theme';
import type { ClanRow } from '../db/schema/clans.ts';
import { shownRole, type ClanState } from './clan-context.ts';

export function clanStatOf(clan: Pick<ClanRow, 'gold' | 'gems' | 'redCrystals' | 'blueCrystals' | 'gears' | 'tickets'>): ClanStatDto {
  return {
    gold: clan.gold,
    gems: clan.gems,
    redCrystal: clan.redCrystals,
    blueCrystal: clan.blueCrystals,
    gears: clan.gears,
    tickets: clan.tickets,
  };
}

export function raidRecordOf(clan: ClanRow) {
  return {
    difficulty: clan.raidDifficulty,
    startedAtMs: clan.raidStartedAt?.getTime() ?? null,
    endsAtMs: clan.raidEndsAt?.getTime() ?? null,
    bossHealth: clan.raidBossHealth,
    cooldownUntilMs: clan.raidCooldownUntil?.getTime() ?? null,
  };
}

export function clanDtoOf(state: ClanState, viewerId: number, rating: number): ClanDto {
  const { clan } = state;
  const myRole = shownRole(state, viewerId) ?? 'NEWBIE';
  const me = state.members.find((m) => m.playerId === viewerId);
  return {
    id: clan.id,
    name: clan.name,
    level: state.level,
    theme: clan.theme,
    membersCurr: state.members.length,
    membersMax: memberLimit(state.level),
    about: clan.about,
    advertisement: clan.advertisement,
    advertisementNew: clan.advertisement !== '' && (me?.advertisementSeen ?? 0) < clan.advertisementVersion,
    themeChanges: clan.themeChanges,
    nextThemePrice: themeChangePrice(clan.themeChanges),
    clanStat: clanStatOf(clan),
    rating,
    leaderId: state.leaderId,
    temporaryLeaderId: state.temporaryLeaderId,
    myRole,
    myActions: CLAN_ACTIONS.filter((a) => mayDo(myRole, a)),
    raidState: raidState(raidRecordOf(clan), state.level, state.nowMs),
    raidDifficulty: clan.raidDifficulty,
    hall: { ATTACK: clan.hallAttack, DEFENCE: clan.hallDefence, HEALTH: clan.hallHealth },
  };
}

/** The members as `viewerId` sees them: the actions the viewer's role allows on each (own clan only). */
export function memberDtosOf(state: ClanState, viewerId: number): ClanMemberDto[] {
  const viewerRole: ClanRole | null = shownRole(state, viewerId);
  return state.members.map((m) => {
    const role = shownRole(state, m.playerId) ?? m.role;
    const may = (action: 'KICK' | 'PROMOTE' | 'DEMOTE') =>
      viewerRole !== null && m.playerId !== viewerId && clanActRefusal(viewerRole, action, role) === null;
    return {
      playerId: m.playerId,
      nickname: m.nickname,
      level: m.level,
      role,
      contribution: m.contribution,
      joinedAt: m.joinedAt.getTime(),
      lastActiveAt: m.lastActiveAt.getTime(),
      canKick: may('KICK'),
      canPromote: may('PROMOTE'),
      canDemote: may('DEMOTE'),
    };
  });
}
