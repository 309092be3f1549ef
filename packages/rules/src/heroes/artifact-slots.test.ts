import { describe, expect, it } from 'vitest';
import { isAmulet } from '../content/artifacts.ts';
import { AMULET_SLOTS, artifactSlotsCount, checkGiveArtifact } from './artifact-slots.ts';

const creature = { id: 7, temporal: false, rank: 1 };
const sword = (instanceId: number, holderCreatureId: number | null = null) => ({
  instanceId,
  artifactId: 'bronze_sword',
  holderCreatureId,
});

describe('artifact slots (§5)', () => {
  it('has 1 + ⌈rank / 2⌉ artifact slots and one amulet slot', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 10].map(artifactSlotsCount)).toEqual([2, 2, 3, 3, 4, 4, 5, 5, 6]);
    expect(AMULET_SLOTS).toBe(1);
    expect(isAmulet('fire_amulet')).toBe(true);
  });

  it('takes artifacts until the slots are full', () => {
    expect(checkGiveArtifact({ creature, held: [], artifact: sword(1) })).toBeNull();
    const held = [
      { instanceId: 1, artifactId: 'bronze_sword' },
      { instanceId: 2, artifactId: 'life_ring' },
    ];
    expect(checkGiveArtifact({ creature, held, artifact: sword(3) })).toBe('ALL_SLOTS_FILLED');
    expect(checkGiveArtifact({ creature: { ...creature, rank: 3 }, held, artifact: sword(3) })).toBeNull();
  });

  it('keeps the amulet slot apart from the artifact slots', () => {
    const held = [
      { instanceId: 1, artifactId: 'bronze_sword' },
      { instanceId: 2, artifactId: 'life_ring' },
    ];
    const amulet = { instanceId: 5, artifactId: 'fire_amulet', holderCreatureId: null };
    expect(checkGiveArtifact({ creature, held, artifact: amulet })).toBeNull();
    const withAmulet = [...held.slice(0, 1), { instanceId: 4, artifactId: 'witch_amulet' }];
    expect(checkGiveArtifact({ creature, held: withAmulet, artifact: amulet })).toBe('NO_FREE_SLOT');
    // The amulet does not use an artifact slot: one sword and one amulet leave a slot free.
    expect(checkGiveArtifact({ creature, held: withAmulet, artifact: sword(9) })).toBeNull();
  });

  it('excludes the creature that already holds the artifact, and moves it from another', () => {
    const held = [
      { instanceId: 1, artifactId: 'bronze_sword' },
      { instanceId: 2, artifactId: 'life_ring' },
    ];
    expect(checkGiveArtifact({ creature, held, artifact: sword(1, 7) })).toBe('ALREADY_HELD');
    expect(checkGiveArtifact({ creature, held: [], artifact: sword(1, 7) })).toBe('ALREADY_HELD');
    expect(checkGiveArtifact({ creature, held: [], artifact: sword(1, 8) })).toBeNull();
    expect(checkGiveArtifact({ creature, held, artifact: sword(3, 8) })).toBe('ALL_SLOTS_FILLED');
  });

  it('gives nothing to a temporal creature and no temporal artifact', () => {
    expect(
      checkGiveArtifact({ creature: { ...creature, temporal: true }, held: [], artifact: sword(1) }),
    ).toBe('SLOT_UNAVAILABLE');
    const trial = { instanceId: 2, artifactId: 'trial_sword', holderCreatureId: null };
    expect(checkGiveArtifact({ creature, held: [], artifact: trial })).toBe('SLOT_UNAVAILABLE');
    const unknown = { instanceId: 2, artifactId: 'nope', holderCreatureId: null };
    expect(checkGiveArtifact({ creature, held: [], artifact: unknown })).toBe('SLOT_UNAVAILABLE');
  });
});
