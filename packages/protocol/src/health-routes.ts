import { z } from 'zod';
import { HEALTH_RESTORE_IDS } from '@rol/rules/economy/health-restore';
import { textField } from './fields.ts';
import { balancesDto } from './balances-dto.ts';
import { resourceAmountsDto } from './place-dto.ts';
import { defineRoute } from './route.ts';

/**
 * Health restore options, each for the whole squad: ELIXIR pays elixir, GOLD pays gold at a price
 * per health point that grows with the player's level, GEMS pays mithril (§3 gems).
 */
export const HEALTH_OPTION_IDS = HEALTH_RESTORE_IDS;
export const healthOptionDto = z.object({
  id: z.enum(HEALTH_OPTION_IDS),
  price: resourceAmountsDto,
});
export const heroHealthDto = z.object({
  creatureId: z.number().int(),
  health: z.number(),
  maxHealth: z.number(),
});
/** The squad's health after lazy recovery (+1 per minute, §9) and what a full restore costs now. */
export const healthStateDto = z.object({
  creatures: z.array(heroHealthDto),
  missingHealth: z.number(),
  /** When recovery alone makes every hero full (ms); null when already full. */
  fullAt: z.number().int().nullable(),
  options: z.array(healthOptionDto),
});

export const healthOptionsRoute = defineRoute({
  method: 'GET',
  path: '/api/player/health/options',
  auth: 'player',
  response: healthStateDto,
});

/** Restores every hero to full health with option `id` (case-insensitive); nothing missing: HEALTH_FULL. */
export const healthRestoreRoute = defineRoute({
  method: 'POST',
  path: '/api/player/health/:id/restore',
  auth: 'player',
  params: z.object({
    id: textField(20)
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(HEALTH_OPTION_IDS)),
  }),
  response: healthStateDto.extend({ paid: resourceAmountsDto, balances: balancesDto }),
});
