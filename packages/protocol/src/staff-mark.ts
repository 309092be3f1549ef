import { z } from 'zod';
import { STAFF_LEVELS } from '@rol/rules/access-levels';

/**
 * The staff mark sent with a name wherever the game shows one (chat messages, forum topics and
 * comments, a player's profile): the person's staff level (MODERATOR, ADMIN, GOD), or null for
 * guests and players. It is read from the access level, so a name alone can never earn it.
 */
export const staffMarkField = z.enum(STAFF_LEVELS).nullable();
