import { z } from 'zod';
import { idField } from './fields.ts';
import { artifactItemDto, forgeDto } from './hero-dto.ts';
import { creatureDto } from './player-dto.ts';
import { defineRoute } from './route.ts';

/**
 * Artifacts (§3, §5) and the forge (§2 smithy, §9 25 % reforging). `artifactId` in these calls is
 * the id of the player's artifact item (artifactItemDto.id); another player's or an unknown one is
 * ARTIFACT_NOT_FOUND, a hero not the caller's CREATURE_NOT_FOUND. PLAYER_IN_BATTLE during a battle.
 */

const itemIdField = idField;
const creatureIdField = idField;

/** Every artifact the player owns, held or in the storage. */
export const artifactListRoute = defineRoute({
  method: 'GET',
  path: '/api/artifact/list',
  auth: 'player',
  response: z.object({ artifacts: z.array(artifactItemDto) }),
});

/**
 * Gives an artifact to a hero (moving it from another hero if held). §5: only when neither is
 * temporal (SLOT_UNAVAILABLE) and the hero has a free slot, not counting the hero that already holds
 * it: an amulet needs the free amulet slot (NO_FREE_SLOT), any other artifact a free artifact slot
 * (ALL_SLOTS_FILLED). ARTIFACT_ALREADY_HELD when this hero holds it already.
 */
export const artifactGiveRoute = defineRoute({
  method: 'POST',
  path: '/api/artifact/give',
  auth: 'player',
  body: z.object({ artifactId: itemIdField, creatureId: creatureIdField }),
  response: z.object({ artifact: artifactItemDto, creature: creatureDto }),
});

/** Takes an artifact back into the storage (ARTIFACT_NOT_HELD when no hero holds it). */
export const artifactTakeRoute = defineRoute({
  method: 'POST',
  path: '/api/artifact/take',
  auth: 'player',
  body: z.object({ artifactId: itemIdField }),
  response: z.object({ artifact: artifactItemDto, creature: creatureDto }),
});

/** The forge's state today. */
export const forgeGetRoute = defineRoute({
  method: 'GET',
  path: '/api/forge/get',
  auth: 'player',
  response: forgeDto,
});

/**
 * Reforges an artifact: it is melted down and the chosen hero gains 25 % of its power as attack,
 * defence and health (§9). BLACKSMITH_TIRED once the day's limit is reached; SLOT_UNAVAILABLE for
 * a temporal artifact.
 */
export const forgeReforgeRoute = defineRoute({
  method: 'POST',
  path: '/api/forge/reforge',
  auth: 'player',
  body: z.object({ artifactId: itemIdField, creatureId: creatureIdField }),
  response: z.object({ creature: creatureDto, forge: forgeDto }),
});
