import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as economy from '@rol/protocol/clan-economy-routes';
import * as clan from '@rol/protocol/clan-routes';
import * as raids from '@rol/protocol/clan-raid-routes';
import type { ClanRole } from '@rol/rules/clans/clan-roles';
import type { DepositType } from '@rol/rules/clans/clan-treasury';
import { playerFindRoute } from '@rol/protocol/player-routes';
import { api } from '../../api/api.ts';
import { playerInfoKey } from '../../api/player-info.ts';
import { patchPlayer } from '../../api/player-cache.ts';
import { notificationBus } from '../../realtime/notification-bus.ts';
import { useEffect, useRef } from 'react';

export const clanKeys = {
  all: ['clan'] as const,
  my: ['clan', 'my'] as const,
  members: ['clan', 'members'] as const,
  invitations: ['clan', 'invitations'] as const,
  buildings: ['clan', 'buildings'] as const,
  recruits: ['clan', 'recruits'] as const,
  raid: ['clan', 'raid'] as const,
  raidOptions: ['clan', 'raid', 'options'] as const,
  rating: ['clan', 'rating'] as const,
  hall: ['clan', 'hall'] as const,
  gift: ['clan', 'gift'] as const,
  log: (clanId: number, page: number) => ['clan', 'log', clanId, page] as const,
  page: (clanId: number) => ['clan', 'page', clanId] as const,
};

export const useMyClan = () => useQuery({ queryKey: clanKeys.my, queryFn: () => api.call(clan.clanGetMyRoute), retry: false });

type MyClan = Awaited<ReturnType<typeof api.call<typeof clan.clanGetMyRoute>>>;

/**
 * While the clan window is open: a member's donation or spend (the clan topic's CLAN_TREASURY)
 * replaces the treasury shown, without a refetch.
 */
export function useLiveTreasury() {
  const client = useQueryClient();
  useEffect(
    () =>
      notificationBus.on('CLAN_TREASURY', ({ clanId, clanStat }) =>
        client.setQueryData<MyClan>(clanKeys.my, (old) =>
          old?.clan?.id === clanId ? { ...old, clan: { ...old.clan, clanStat } } : old,
        ),
      ),
    [client],
  );
}
export const useMembers = () =>
  useQuery({ queryKey: clanKeys.members, queryFn: () => api.call(clan.clanParticipantListMineRoute), retry: false });
export const useInvitations = () =>
  useQuery({ queryKey: clanKeys.invitations, queryFn: () => api.call(clan.clanInvitationGetRoute), retry: false });
export const useBuildings = () =>
  useQuery({ queryKey: clanKeys.buildings, queryFn: () => api.call(economy.clanBuildingListRoute), retry: false });
export const useRecruits = () =>
  useQuery({ queryKey: clanKeys.recruits, queryFn: () => api.call(clan.clanRecruitListRoute), retry: false });
export const useRaid = () => useQuery({ queryKey: clanKeys.raid, queryFn: () => api.call(economy.clanRaidGetRoute), retry: false });
export const useRaidOptions = () =>
  useQuery({ queryKey: clanKeys.raidOptions, queryFn: () => api.call(economy.clanRaidOptionsRoute), retry: false });
export const useRating = () => useQuery({ queryKey: clanKeys.rating, queryFn: () => api.call(clan.clanRatingRoute), retry: false });
export const useHall = () => useQuery({ queryKey: clanKeys.hall, queryFn: () => api.call(economy.clanHallOptionsRoute), retry: false });
export const useGift = () => useQuery({ queryKey: clanKeys.gift, queryFn: () => api.call(economy.clanFactoryGiftGetRoute), retry: false });
export const useClanLog = (clanId: number, page: number) =>
  useQuery({ queryKey: clanKeys.log(clanId, page), queryFn: () => api.call(clan.clanLogRoute, { params: { id: clanId }, query: { page } }), retry: false });

/**
 * Any clan's page (§7): its members (`participant/list?clanId`) and about text (`about/get?clanId`);
 * then its summary — level, members, name — through `clan/info` of one of its members.
 */
export function useClanPage(clanId: number | null) {
  const members = useQuery({
    queryKey: [...clanKeys.page(clanId ?? 0), 'members'],
    queryFn: () => api.call(clan.clanParticipantListRoute, { query: { clanId: clanId ?? 0 } }),
    enabled: clanId !== null,
    retry: false,
  });
  const about = useQuery({
    queryKey: [...clanKeys.page(clanId ?? 0), 'about'],
    queryFn: () => api.call(clan.clanAboutGetRoute, { query: { clanId: clanId ?? 0 } }),
    enabled: clanId !== null,
    retry: false,
  });
  const someone = members.data?.members.find((m) => m.role === 'LEADER') ?? members.data?.members[0];
  const info = useQuery({
    queryKey: [...clanKeys.page(clanId ?? 0), 'info', someone?.playerId ?? 0],
    queryFn: () => api.call(clan.clanInfoRoute, { body: { playerId: someone?.playerId ?? 0 } }),
    enabled: someone !== undefined,
    retry: false,
  });
  // A member who left between the two answers belongs to another clan (or none) now.
  const summary = info.data?.clan?.id === clanId ? info.data.clan : null;
  return { members, about, summary, error: members.error ?? about.error ?? info.error };
}

/**
 * Every clan action: after it, the clan's queries and player info (clanId, balances) are read again —
 * after a refusal too, which may say the clan changed meanwhile (CLAN_ROLE_CHANGED).
 */
function useAction<I>(run: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: clanKeys.all }), client.invalidateQueries({ queryKey: playerInfoKey })]);
    },
  });
}

export function useClanActions() {

  return {
    create: useAction((name: string) => api.call(clan.clanCreateRoute, { body: { name } })),
    apply: useAction((clanId: number) => api.call(clan.clanApplyRoute, { body: { clanId } })),
    accept: useAction((clanId: number) => api.call(clan.clanInvitationAcceptRoute, { body: { clanId } })),
    decline: useAction((playerId: number) => api.call(clan.clanRejectRoute, { body: { playerId } })),
    seek: useAction((cancel: boolean) => api.call(clan.clanBroadcastApplyRoute, { body: { cancel } })),
    invite: useAction((playerId: number) => api.call(clan.clanInviteRoute, { body: { playerId } })),
    // Invited by the nickname the game shows (players never see ids).
    inviteByName: useAction(async (nickname: string) => {
      const found = await api.call(playerFindRoute, { query: { nickname } });
      return api.call(clan.clanInviteRoute, { body: { playerId: found.id } });
    }),
    reject: useAction((playerId: number) => api.call(clan.clanRejectRoute, { body: { playerId } })),
    // `role`: the member's rank as shown, so a double tap never moves them twice (CLAN_ROLE_CHANGED).
    member: useAction((input: { playerId: number; type: 'KICK' | 'PROMOTE' | 'DEMOTE'; role: ClanRole }) =>
      api.call(clan.clanParticipantActionRoute, { body: input }),
    ),
    leave: useAction(() => api.call(clan.clanLeaveRoute)),
    resign: useAction(() => api.call(clan.clanResignRoute)),
    donate: useAction((input: { type: DepositType; amount: number }) => api.call(economy.clanDonateRoute, { body: input })),
    build: useAction((buildingType: string) => api.call(economy.clanBuildingStartRoute, { body: { buildingType: buildingType as never } })),
    speedup: useAction((buildingType: string) => api.call(economy.clanBuildingSpeedupRoute, { body: { buildingType: buildingType as never } })),
    about: useAction((content: string | null) =>
      content === null ? api.call(clan.clanAboutDefaultRestoreRoute) : api.call(clan.clanAboutSetRoute, { body: { content } }),
    ),
    advertise: useAction((content: string) => api.call(clan.clanAdvertisementSetRoute, { body: { content } })),
    seen: useAction(() => api.call(clan.clanAdvertisementMarkSeenRoute)),
    rename: useAction((input: { clanId: number; name: string }) => api.call(clan.adminClanNameSetRoute, { body: input })),
    theme: useAction((number: number) => api.call(economy.clanThemeSetRoute, { query: { number } })),
    gift: useAction(() => api.call(economy.clanFactoryGiftTakeRoute)),
    hall: useAction((input: { force: 'ATTACK' | 'DEFENCE' | 'HEALTH'; toLevel: number }) => api.call(economy.clanHallImproveRoute, { body: input })),
    raidStart: useAction(() => api.call(economy.clanRaidStartRoute)),
    raidEnd: useAction((reset: boolean) => api.call(economy.clanRaidEndRoute, { body: { reset } })),
    raidSpeedup: useAction(() => api.call(economy.clanRaidSpeedupRoute)),
    raidReward: useAction(() => api.call(raids.clanRaidRewardTakeRoute)),
    difficulty: useAction((raidDifficulty: 'EASY' | 'NORMAL' | 'HARD' | 'EXTREME') =>
      api.call(economy.clanRaidDifficultySetRoute, { body: { raidDifficulty } }),
    ),
  };
}

/** The attack on the raid boss: the MULTI battle starts and the start sequence shows it (the player's battleId). */
export function useRaidAttack(onStarted: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(raids.clanRaidAttackRoute),
    onSuccess: (status) => {
      void client.invalidateQueries({ queryKey: clanKeys.raid });
      patchPlayer(client, { battleId: status.battle.id });
      onStarted();
    },
  });
}

export type ClanActions = ReturnType<typeof useClanActions>;

/**
 * The upgrade to record now, as `type@endsAt` (one key per upgrade, so each is tried once): the first
 * building still shown as upgrading whose end has come by the server's clock `now`; null when none.
 */
export function dueUpgrade(buildings: readonly { type: string; status: string; endsAt: number | null }[], now: number): string | null {
  const due = buildings.find((b) => b.status === 'PROCESSING' && b.endsAt !== null && b.endsAt <= now);
  return due ? `${due.type}@${due.endsAt}` : null;
}

/**
 * While the buildings show: an upgrade whose time has come (by the server's clock, `now`) is
 * recorded with `clan/building/complete`, and the clan is read again, so its new level shows without
 * waiting for another read. A refusal (another member recorded it first) only reads the clan again.
 */
export function useBuildingCompletion(buildings: readonly { type: string; status: string; endsAt: number | null }[], now: number) {
  const client = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn: (buildingType: string) => api.call(economy.clanBuildingCompleteRoute, { body: { buildingType: buildingType as never } }),
    onSettled: () => client.invalidateQueries({ queryKey: clanKeys.all }),
  });
  const due = dueUpgrade(buildings, now);
  // Each upgrade is recorded once from here: a refusal is not tried again in a loop.
  const tried = useRef<string | null>(null);
  useEffect(() => {
    if (due === null || isPending || tried.current === due) return;
    tried.current = due;
    mutate(due.slice(0, due.indexOf('@')));
  }, [due, isPending, mutate]);
}
