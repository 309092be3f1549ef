import { describe, expect, it } from 'vitest';
import type { PlaceDto } from '@rol/protocol/place-dto';
import { ARTIFACT_EFFECT_TYPES } from '@rol/rules/content/artifact-effect-types';
import { MONSTERS } from '@rol/rules/content/monsters';
import { RESOURCE_KINDS } from '@rol/rules/content/resources';
import { TALKERS } from '@rol/rules/content/story';
import { ICON_BODIES } from './icon-bodies.generated.ts';
import { artifactIcon, isSpent, monsterIcon, PLACE_ICONS, placeLook, placeState } from './place-art.ts';
import { RESOURCE_ART } from './resource-art.ts';

const free = { guard: null, defeated: false, battleLost: false, taken: false, used: false };
const guard = {
  boss: false,
  strength: 1,
  members: [{ monsterId: 'wolf', level: 1, attack: 1, defence: 1, health: 1 }],
};

describe('place art', () => {
  it('gives every monster, artifact effect, talker and resource kind its own drawing', () => {
    for (const id of Object.keys(MONSTERS)) expect(monsterIcon(id), id).not.toBe('crossed-swords');
    for (const effect of ARTIFACT_EFFECT_TYPES) expect(artifactIcon(effect), effect).not.toBe('locked-chest');
    for (const kind of RESOURCE_KINDS) expect(RESOURCE_ART[kind], kind).toBeDefined();
    for (const talkerId of Object.keys(TALKERS)) {
      expect(placeLook({ guard: null, payload: { type: 'TALKER', talkerId } }).icon, talkerId).not.toBe(
        'conversation',
      );
    }
    for (const icon of PLACE_ICONS) expect(ICON_BODIES[icon], icon).toBeDefined();
  });

  it('shows a closed chest for an artifact beyond the image range', () => {
    const place = {
      guard: null,
      payload: { type: 'ARTIFACT' as const, artifactId: 'bronze_sword', level: 1 },
    };
    expect(placeLook(place, null).icon).toBe('locked-chest');
    expect(placeLook(place, 'attack').icon).toBe('broadsword');
  });

  it('draws a guard by its leading monster', () => {
    expect(placeLook({ guard, payload: { type: 'CUSTOM_PLACE', scenario: 'lair', markers: [] } }).icon).toBe(
      'wolf-head',
    );
  });

  it('derives the player state of a place', () => {
    const s = (p: Partial<PlaceDto>) => placeState({ ...free, ...p });
    expect(s({})).toBe('open');
    expect(s({ taken: true })).toBe('taken');
    expect(s({ used: true })).toBe('used');
    expect(s({ guard })).toBe('guarded');
    expect(s({ guard, battleLost: true })).toBe('battle-lost');
    expect(s({ guard, battleLost: true, defeated: true })).toBe('defeated');
    expect(isSpent('taken')).toBe(true);
    expect(isSpent('guarded')).toBe(false);
  });

  it('draws a consumable or a rune lying on the road as its own item', () => {
    const consumable = {
      guard: null,
      payload: { type: 'CONSUMABLE' as const, consumableId: 'phoenix_feather', count: 1 },
    };
    expect(placeLook(consumable).icon).toBe('feather');
    const rune = { guard: null, payload: { type: 'RUNE' as const, runeId: 'rune_of_life' } };
    expect(placeLook(rune).icon).toBe('rune-stone');
  });
});
