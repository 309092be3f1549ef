/** Image ids of premium creatures that the §5 naming rule does not catch. */
export const PREMIUM_CREATURE_IMAGE_IDS: readonly string[] = [
  'ark_guardian',
  'ark_valkyrie',
  'asgard_phoenix',
];

/** §5: a premium creature has an image id ending `_ob` or beginning `db3_`, or is in the premium list. */
export function isPremiumCreature(
  imageId: string,
  premiumList: readonly string[] = PREMIUM_CREATURE_IMAGE_IDS,
): boolean {
  return imageId.endsWith('_ob') || imageId.startsWith('db3_') || premiumList.includes(imageId);
}
