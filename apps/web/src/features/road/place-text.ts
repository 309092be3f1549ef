import type { TFunction } from 'i18next';
import type { PlaceDto } from '@rol/protocol/place-dto';
import { SCRIPTS, isScriptId } from '@rol/rules/content/story';
import type { PlaceState } from '../../art/place-art.ts';

type T = TFunction | ((key: string, params?: Record<string, unknown>) => string);

/** The translated name of a guard's leading monster (`names.monster.*`). */
export function monsterName(t: T, monsterId: string): string {
  return t(`names.monster.${monsterId}`);
}

/** The name of what a place is, in the current language (for aria labels and window titles). */
export function placeName(t: T, place: Pick<PlaceDto, 'payload' | 'guard'>, showsArtifact = true): string {
  if (place.guard !== null) {
    const leader = monsterName(t, place.guard.members[0]?.monsterId ?? 'wolf');
    return t(place.guard.boss ? 'road.place.boss' : 'road.place.guard', { monster: leader });
  }
  const payload = place.payload;
  switch (payload.type) {
    case 'RESOURCE':
      return t('road.place.RESOURCE', {
        resource: t(`names.resource.${payload.resource}`),
        amount: payload.amount,
      });
    case 'CUSTOM_PLACE':
      return t(`road.place.${payload.scenario === 'boss_lair' ? 'lair' : payload.scenario}`);
    case 'ARTIFACT':
      return showsArtifact
        ? t('road.place.ARTIFACT', { item: t(`names.artifact.${payload.artifactId}`), level: payload.level })
        : t('road.place.chest');
    case 'RUNE':
      return t('road.place.RUNE', { rune: t(`names.rune.${payload.runeId}`) });
    case 'CONSUMABLE':
      return t('road.place.CONSUMABLE', {
        item: t(`names.consumable.${payload.consumableId}`),
        count: payload.count,
      });
    case 'POINTER':
      return t('road.place.POINTER');
    case 'TURN':
      return t('road.place.TURN');
    case 'GAINABLE':
      return t('road.place.GAINABLE', { resource: t(`names.resource.${payload.resource}`) });
    case 'SCRIPT':
      return t('road.place.SCRIPT', {
        part: isScriptId(payload.scriptId) ? SCRIPTS[payload.scriptId].part : 1,
      });
    case 'PORTAL':
      return t('road.place.PORTAL');
    case 'SKILL':
      return t('road.place.SKILL', { skill: t(`names.skill.${payload.skillType}`) });
    case 'TALKER':
      return t('road.place.TALKER', { name: t(`names.talker.${payload.talkerId}`) });
  }
}

/** The accessible label of a place's button: what it is, its state and its stair. */
export function placeLabel(t: T, place: PlaceDto, state: PlaceState, showsArtifact = true): string {
  return `${placeName(t, place, showsArtifact)} — ${t(`road.state.${state}`)}, ${t('road.stairOf', { stair: place.stair })}`;
}

/** The lines of a story dialog (SCRIPT or TALKER), in order; empty for other places. */
export function storyLines(t: T, place: Pick<PlaceDto, 'payload'>): string[] {
  const payload = place.payload;
  const key =
    payload.type === 'SCRIPT'
      ? `story.script.${payload.scriptId}`
      : payload.type === 'TALKER'
        ? `story.talker.${payload.talkerId}`
        : null;
  if (key === null) return [];
  const value: unknown = (t as (key: string, params: Record<string, unknown>) => unknown)(key, {
    returnObjects: true,
  });
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value as Record<string, unknown>)
    .filter((entry): entry is [string, string] => /^l\d+$/.test(entry[0]) && typeof entry[1] === 'string')
    .sort((a, b) => Number(a[0].slice(1)) - Number(b[0].slice(1)))
    .map(([, line]) => line);
}
