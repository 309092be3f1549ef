import { eq, sql } from 'drizzle-orm';
import { hasAdminAccess } from '@rol/rules/access-levels';
import { CLAN_ABOUT_MAX, CLAN_ADVERTISEMENT_MAX } from '@rol/rules/clans/clan-limits';
import { CLAN_THEMES, themeChangePrice } from '@rol/rules/clans/clan-theme';
import type { Tx } from '../db/database.ts';
import { clanMembers } from '../db/schema/clan-members.ts';
import { clans } from '../db/schema/clans.ts';
import { ApiError } from '../http/api-error.ts';
import { applyClanLedger } from '../ledger/clan-ledger.ts';
import { inPlayerTransaction, type ActingPlayer } from '../http/acting-player.ts';
import { clanAction, readMyClan } from './clan-context.ts';
import { clanError } from './clan-errors.ts';
import { clanSummaries } from '../clan-standing/clan-level-query.ts';
import { logClanEvent } from './clan-log-queries.ts';
import { checkedClanName, withNameRace } from './clan-membership.ts';
import { lockClan } from '../clan-standing/clan-queries.ts';
import { clanStatOf } from './clan-view.ts';
import type { AppContext } from '../http/app-context.ts';

/** A text within `max` code points after trimming (TEXT_TOO_LONG with details.max). */
function checkedText(raw: string, max: number): string {
  const text = raw.trim();
  if ([...text].length > max) throw new ApiError('TEXT_TOO_LONG', { max });
  return text;
}

const aboutOf = (about: string | null) => ({ about, isDefault: about === null });

/** My clan's about text, or — with `clanId` — any clan's, as its page shows it (NOT_FOUND: no such clan). */
export async function getAbout(app: AppContext, playerId: number, clanId?: number) {
  if (clanId === undefined) {
    const { state } = await readMyClan(app, playerId);
    return aboutOf(state.clan.about);
  }
  const [clan] = await app.db.select({ about: clans.about }).from(clans).where(eq(clans.id, clanId));
  if (!clan) throw new ApiError('NOT_FOUND');
  return aboutOf(clan.about);
}

/** Sets the about text (EDIT_TEXT); an empty text restores the default. */
export function setAbout(app: AppContext, acting: ActingPlayer, content: string | null) {
  return clanAction(app, acting, 'EDIT_TEXT', async ({ tx, player, now, state }) => {
    const text = content === null ? null : checkedText(content, CLAN_ABOUT_MAX) || null;
    await tx.update(clans).set({ about: text }).where(eq(clans.id, state.clan.id));
    await logClanEvent(tx, { clanId: state.clan.id, event: 'ABOUT_CHANGED', actorId: player.id, data: { restored: text === null }, now });
    return aboutOf(text);
  });
}

/** Sets the advertisement (ADVERTISE): at most 180 characters; every member sees the new one once. */
export function setAdvertisement(app: AppContext, acting: ActingPlayer, content: string) {
  return clanAction(app, acting, 'ADVERTISE', async ({ tx, player, now, state }) => {
    const text = checkedText(content, CLAN_ADVERTISEMENT_MAX);
    await tx
      .update(clans)
      .set({ advertisement: text, advertisementVersion: sql`${clans.advertisementVersion} + 1` })
      .where(eq(clans.id, state.clan.id));
    // The author has seen it.
    await tx
      .update(clanMembers)
      .set({ advertisementSeen: state.clan.advertisementVersion + 1 })
      .where(eq(clanMembers.playerId, player.id));
    await logClanEvent(tx, { clanId: state.clan.id, event: 'ADVERTISEMENT_CHANGED', actorId: player.id, data: { text }, now });
    return { advertisement: text };
  });
}

export function markAdvertisementSeen(app: AppContext, acting: ActingPlayer) {
  return clanAction(app, acting, null, async ({ tx, player, state }) => {
    await tx
      .update(clanMembers)
      .set({ advertisementSeen: state.clan.advertisementVersion })
      .where(eq(clanMembers.playerId, player.id));
    return { ok: true as const };
  });
}

/** §9 theme (CHANGE_THEME): three free changes, then 250 treasury gems. */
export function setTheme(app: AppContext, acting: ActingPlayer, theme: number) {
  return clanAction(app, acting, 'CHANGE_THEME', async ({ tx, player, now, state }) => {
    if (theme > CLAN_THEMES) throw clanError('CLAN_THEME_INVALID', { max: CLAN_THEMES });
    const { clan } = state;
    const price = themeChangePrice(clan.themeChanges);
    if (price > 0)
      await applyClanLedger(tx, { clanId: clan.id, resource: 'gems', delta: -price, reason: 'theme', playerId: player.id, now });
    const [after] = await tx
      .update(clans)
      .set({ theme, themeChanges: sql`${clans.themeChanges} + 1` })
      .where(eq(clans.id, clan.id))
      .returning();
    await logClanEvent(tx, { clanId: clan.id, event: 'THEME_CHANGED', actorId: player.id, data: { theme, gems: price }, now });
    return {
      theme: after!.theme,
      themeChanges: after!.themeChanges,
      nextThemePrice: themeChangePrice(after!.themeChanges),
      clanStat: clanStatOf(after!),
    };
  });
}

/** Renames a clan: admin access only (FORBIDDEN otherwise). */
export function adminRenameClan(app: AppContext, acting: ActingPlayer, clanId: number, rawName: string) {
  return inPlayerTransaction(app.db, acting, async (tx: Tx, player) => {
    if (!hasAdminAccess(player.accessLevel)) throw new ApiError('FORBIDDEN');
    const clan = await lockClan(tx, clanId);
    if (!clan) throw new ApiError('NOT_FOUND');
    const name = await checkedClanName(tx, rawName, clanId);
    const now = new Date(app.clock());
    await withNameRace(() => tx.update(clans).set({ name }).where(eq(clans.id, clanId)));
    await logClanEvent(tx, { clanId, event: 'RENAMED', actorId: player.id, data: { from: clan.name, to: name }, now });
    const [summary] = await clanSummaries(tx, [clanId], now);
    return summary!;
  });
}
