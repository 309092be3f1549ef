/** Test and bench support: a sample squad of heroes. */
import type { HeroLoadout } from '../src/battle/combatants.ts';

/** A squad of `size` heroes of `level` with a few forces and artifacts, for benches and simulations. */
export function sampleSquad(size: number, level: number): HeroLoadout[] {
  const classes = ['human', 'beast', 'mag', 'golem', 'necro', 'phoenix'] as const;
  return Array.from({ length: size }, (_, i) => ({
    id: i + 1,
    warriorClass: classes[i % classes.length] ?? 'human',
    imageId: 'bench',
    level,
    rank: 2,
    forces: i === 0 ? [{ forceId: 'human_valor', rank: 3 }] : [],
    artifacts:
      i % 2 === 0 ? [{ artifactId: 'viper_fang', level: 2 }] : [{ artifactId: 'shadow_cloak', level: 2 }],
    skills: [],
  }));
}
