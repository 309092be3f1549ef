import { classStatsAtLevel } from '@rol/rules/content/warrior-classes';
import {
  STARTER_CHARACTERS,
  STARTER_COMPANIONS,
  type CharacterChoice,
  type Gender,
} from '@rol/rules/content/starters';
import type { Tx } from '../db/database.ts';
import { creatures } from '../db/schema/creatures.ts';
import { players } from '../db/schema/players.ts';
import { eq } from 'drizzle-orm';

/** The image of the player's own hero for a gender. */
export function characterImageId(characterId: string, gender: Gender): string | null {
  return Object.hasOwn(STARTER_CHARACTERS, characterId)
    ? STARTER_CHARACTERS[characterId as keyof typeof STARTER_CHARACTERS].imageId[gender]
    : null;
}

/**
 * The first squad (§2 character selection): the chosen character in slot 0 and the companion in
 * slot 1, both level 1 at full health. The character's gender becomes the player's.
 * The unique (player, slot) index refuses a second squad even under concurrency.
 */
export async function createStarterSquad(
  tx: Tx,
  params: { playerId: number; choice: CharacterChoice; now: Date },
): Promise<void> {
  const { playerId, choice, now } = params;
  const character = STARTER_CHARACTERS[choice.character];
  const companion = STARTER_COMPANIONS[choice.companion];
  await tx.insert(creatures).values([
    {
      playerId,
      warriorClass: character.warriorClass,
      imageId: character.imageId[choice.gender],
      characterId: choice.character,
      gender: choice.gender,
      level: 1,
      rank: 1,
      health: classStatsAtLevel(character.warriorClass, 1).health,
      inSquad: true,
      slot: 0,
      createdAt: now,
    },
    {
      playerId,
      warriorClass: companion.warriorClass,
      imageId: companion.imageId,
      gender: companion.gender,
      level: 1,
      rank: 1,
      health: classStatsAtLevel(companion.warriorClass, 1).health,
      inSquad: true,
      slot: 1,
      createdAt: now,
    },
  ]);
  await tx.update(players).set({ gender: choice.gender }).where(eq(players.id, playerId));
}
