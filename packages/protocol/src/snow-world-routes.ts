import { z } from 'zod';
import { SNOW_WORLD } from '@rol/rules/world/snow-world';
import { balancesDto } from './balances-dto.ts';
import { battleStatusDto } from './battle-dto.ts';
import { intField } from './fields.ts';
import { guardDto, resourceAmountsDto, resourceKindEnum } from './place-dto.ts';
import { defineRoute } from './route.ts';

/** One stair's place of the visit; `done`: taken, or its monster beaten. */
export const snowPlaceDto = z.object({
  stair: z.number().int(),
  kind: z.enum(['RESOURCE', 'CHEST', 'MONSTER']),
  resource: resourceKindEnum.nullable(),
  amount: z.number().int().nullable(),
  reward: resourceAmountsDto.nullable(),
  guard: guardDto.nullable(),
  done: z.boolean(),
});
export type SnowPlaceDto = z.infer<typeof snowPlaceDto>;

/**
 * The player's snow world now. status OUT: may enter (when `open`); IN: walking it, with the steps
 * left and the visit's places; RETURNING: sent home by low pressure, back at `returnsAt`.
 */
export const snowWorldDto = z.object({
  status: z.enum(['OUT', 'IN', 'RETURNING']),
  open: z.boolean(),
  unlockLevel: z.number().int(),
  /** The steps a new visit starts with (the base and the clan building's pressure). */
  visitSteps: z.number().int(),
  stair: z.number().int(),
  stairs: z.number().int(),
  stepsLeft: z.number().int(),
  stepsTotal: z.number().int(),
  returnsAt: z.number().int().nullable(),
  places: z.array(snowPlaceDto),
});
export type SnowWorldDto = z.infer<typeof snowWorldDto>;

const stairField = intField.min(1).max(SNOW_WORLD.stairs);

export const snowWorldGetRoute = defineRoute({
  method: 'GET',
  path: '/api/snowWorld/get',
  auth: 'player',
  response: snowWorldDto,
});

/**
 * Enters the snow world at its first stair with a new visit's steps. SNOW_WORLD_LOCKED below the
 * unlock level outside a clan with the SNOW_WORLD building; SNOW_WORLD_LOW_PRESSURE while the hero
 * is on the way home (details.hours). Entering while in it answers the visit as it stands.
 */
export const snowWorldEnterRoute = defineRoute({
  method: 'POST',
  path: '/api/snowWorld/enter',
  auth: 'player',
  response: snowWorldDto,
});

/**
 * Walks one stair up (`toStair` = the hero's stair + 1) for one step. SNOW_WORLD_NOT_IN,
 * SNOW_WORLD_BAD_STEP, SNOW_WORLD_BLOCKED (the stair's monster is not beaten). The last step sends
 * the hero home (status RETURNING).
 */
export const snowWorldStepRoute = defineRoute({
  method: 'POST',
  path: '/api/snowWorld/step',
  auth: 'player',
  body: z.object({ toStair: stairField }),
  response: snowWorldDto,
});

/**
 * Takes the resource or opens the chest on the hero's stair for one step, credited through the
 * ledger. SNOW_WORLD_NOT_IN, SNOW_PLACE_NOT_HERE (another stair, or a monster), SNOW_PLACE_DONE.
 */
export const snowWorldTakeRoute = defineRoute({
  method: 'POST',
  path: '/api/snowWorld/take',
  auth: 'player',
  body: z.object({ stair: stairField }),
  response: z.object({ snowWorld: snowWorldDto, gained: resourceAmountsDto, balances: balancesDto }),
});

/**
 * Attacks the monster on the hero's stair for one step: a SNOW battle, then the ordinary battle
 * calls; a win clears the way up. SNOW_WORLD_NOT_IN, SNOW_PLACE_NOT_HERE, SNOW_PLACE_DONE,
 * BATTLE_IN_PROGRESS, SQUAD_EMPTY, SQUAD_DEAD.
 */
export const snowWorldAttackRoute = defineRoute({
  method: 'POST',
  path: '/api/snowWorld/attack',
  auth: 'player',
  body: z.object({ stair: stairField }),
  response: battleStatusDto,
});

/** Leaves the snow world before the steps run out: the hero walks home, the same hours as low pressure. */
export const snowWorldLeaveRoute = defineRoute({
  method: 'POST',
  path: '/api/snowWorld/leave',
  auth: 'player',
  response: snowWorldDto,
});
