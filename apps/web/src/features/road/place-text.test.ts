import { describe, expect, it, vi } from 'vitest';
import type { PlaceDto } from '@rol/protocol/place-dto';
import { ARTIFACT_EFFECT_TYPES } from '@rol/rules/content/artifact-effect-types';
import { ARTIFACTS } from '@rol/rules/content/artifacts';
import { CONSUMABLES } from '@rol/rules/content/consumables';
import { MONSTERS } from '@rol/rules/content/monsters';
import { PLACE_TYPES } from '@rol/rules/content/places';
import { RESOURCE_KINDS } from '@rol/rules/content/resources';
import { RUNES } from '@rol/rules/content/runes';
import { SKILL_TYPES } from '@rol/rules/content/skills';
import { SCRIPTS, TALKERS } from '@rol/rules/content/story';
import { stairPlaces } from '@rol/rules/road/stair-places';
import { MISSING_TEXT } from '../../i18n/i18n.ts';
import { bothLangsI18n } from '../../i18n/test-i18n.ts';
import { placeState } from '../../art/place-art.ts';
import { placeLabel, storyLines } from './place-text.ts';

function asDto(place: ReturnType<typeof stairPlaces>[number]): PlaceDto {
  return {
    ...place,
    guard: place.guard,
    creatureId: place.guard?.members[0]?.monsterId ?? null,
    taken: false,
    used: false,
    defeated: false,
    battleLost: false,
    markers: [],
    gainableAmount: null,
    gainableFullAt: null,
    inReach: false,
  } as PlaceDto;
}

describe('place texts', () => {
  for (const lang of ['ru', 'en'] as const) {
    it(`name every monster, item, rune, skill, resource and story of the content in ${lang}`, () => {
      const log = vi.fn();
      const i18n = bothLangsI18n(lang, log);
      const keys = [
        ...Object.keys(MONSTERS).map((id) => `names.monster.${id}`),
        ...Object.keys(ARTIFACTS).map((id) => `names.artifact.${id}`),
        ...ARTIFACT_EFFECT_TYPES.map((id) => `names.effect.${id}`),
        ...Object.keys(RUNES).map((id) => `names.rune.${id}`),
        ...Object.keys(CONSUMABLES).map((id) => `names.consumable.${id}`),
        ...SKILL_TYPES.map((id) => `names.skill.${id}`),
        ...RESOURCE_KINDS.map((id) => `names.resource.${id}`),
        ...Object.keys(TALKERS).map((id) => `names.talker.${id}`),
      ];
      for (const key of keys) expect(i18n.t(key), key).not.toBe(MISSING_TEXT);
      for (const scriptId of Object.keys(SCRIPTS)) {
        expect(
          storyLines(i18n.t, { payload: { type: 'SCRIPT', scriptId } }).length,
          scriptId,
        ).toBeGreaterThan(1);
      }
      for (const talkerId of Object.keys(TALKERS)) {
        expect(
          storyLines(i18n.t, { payload: { type: 'TALKER', talkerId } }).length,
          talkerId,
        ).toBeGreaterThan(1);
      }
      expect(log).not.toHaveBeenCalled();
    });
  }

  it('label the places of real stairs of every type without a missing text', () => {
    const i18n = bothLangsI18n('en');
    const seen = new Set<string>();
    for (let stair = 1; stair <= 400; stair += 1) {
      for (const place of stairPlaces(1, stair)) {
        const dto = asDto(place);
        seen.add(dto.placeType);
        const label = placeLabel(i18n.t, dto, placeState(dto));
        expect(label, `${place.id}`).not.toContain(MISSING_TEXT);
        expect(label).toContain(`stair ${stair}`);
      }
    }
    expect([...seen].sort()).toEqual([...PLACE_TYPES].sort());
  });
});
