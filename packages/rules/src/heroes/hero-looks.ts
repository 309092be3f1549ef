import type { Gender } from '../content/starters.ts';
import type { WarriorClass } from '../content/warrior-classes.ts';

/**
 * Image ids of heroes bought in the shop (the web maps image ids to drawings, like the starters'
 * `hero_knight_m`): `hero_<class>_m` / `hero_<class>_f`. The premium lines keep the image ids of the
 * §5 premium list: the Ark hero is the guardian or the valkyrie, the Asgardian phoenix its own.
 */
const PREMIUM_LOOKS: Partial<Record<WarriorClass, Record<Gender, string>>> = {
  ark: { male: 'ark_guardian', female: 'ark_valkyrie' },
  asgardian_phoenix: { male: 'asgard_phoenix', female: 'asgard_phoenix' },
};

export function shopHeroImageId(warriorClass: WarriorClass, gender: Gender): string {
  return PREMIUM_LOOKS[warriorClass]?.[gender] ?? `hero_${warriorClass}_${gender === 'female' ? 'f' : 'm'}`;
}
