import { BUILDING_TYPES } from '@rol/rules/clans/clan-buildings';
import type { IconName } from '../../art/icons.ts';
import { BUILDING_ICONS } from './clan-layout.ts';

/** The textures the clan scenes draw: each building's emblem and the hourglass of an upgrade. */
export const CLAN_SCENE_ICONS: readonly IconName[] = [...BUILDING_TYPES.map((type) => BUILDING_ICONS[type]), 'hourglass'];
