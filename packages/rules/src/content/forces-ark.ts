import { chanceProperty, effect, onHitStatus, statBonus, statPercent } from './effect-builders.ts';
import { force, type ForceDef } from './force-def.ts';

/** §3: Ark heroes have 12 forces, one of them with max rank 15. */
export const ARK_FORCES = {
  ark_covenant: force('ark', 1, 15, [statPercent('attack', 0.04, 0.02, 'ally')], 'ark'),
  ark_blade: force('ark', 1, 10, [statBonus('attack', 8, 3)], 'ark'),
  ark_bastion: force('ark', 2, 10, [statBonus('defence', 6, 3)], 'ark'),
  ark_vigor: force('ark', 2, 10, [statPercent('health', 0.1, 0.03)], 'ark'),
  ark_fortune: force('ark', 3, 10, [chanceProperty('luck', 0.1, 0.02, 0.3)], 'ark'),
  ark_aegis: force('ark', 3, 10, [chanceProperty('block', 0.1, 0.02, 0.3)], 'ark'),
  ark_hammer: force('ark', 4, 10, [chanceProperty('hammer', 0.12, 0.02)], 'ark'),
  ark_veil: force('ark', 5, 10, [chanceProperty('shadow', 0.1, 0.02)], 'ark'),
  ark_venom: force('ark', 6, 10, [onHitStatus('poison', 8, 3, 0.35, { perLevel: 2 })], 'ark'),
  ark_frost: force('ark', 6, 10, [onHitStatus('freeze', 0, 2, 0.12, { chancePerLevel: 0.02 })], 'ark'),
  ark_phoenix: force(
    'ark',
    7,
    10,
    [effect('resurrection', 'onDeath', 0.6, { chance: 0.3, chancePerLevel: 0.04 })],
    'ark',
  ),
  ark_eternity: force('ark', 8, 10, [effect('immortality', 'passive', 1, { perLevel: 0.2 })], 'ark'),
} as const satisfies Record<string, ForceDef>;
