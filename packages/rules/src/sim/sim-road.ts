import type { ArtifactId } from '../content/artifacts.ts';
import { artifactPower } from '../content/artifacts.ts';
import { SKILLS, type SkillType } from '../content/skills.ts';
import type { RoadPlace } from '../road/road-place.ts';
import { ARTIFACT_SLOTS, type SimPlayer } from './sim-model.ts';
import { squadPower, type PowerReference } from './squad-power.ts';

/** The reference a stair's guard gives the power estimate: its members' mean attack and defence. */
export function powerReference(guard: RoadPlace): PowerReference {
  const members = guard.guard?.members ?? [];
  const n = Math.max(1, members.length);
  return {
    attack: members.reduce((a, m) => a + m.attack, 0) / n,
    defence: members.reduce((a, m) => a + m.defence, 0) / n,
  };
}

/** Gives an artifact to the hero (free slot, or in place of a weaker one) where it adds the most power. */
export function equipArtifact(
  p: SimPlayer,
  artifactId: ArtifactId,
  level: number,
  ref: PowerReference,
): void {
  const base = squadPower(
    p.heroes.map((h) => h.loadout),
    ref,
  );
  let best: { index: number; artifacts: { artifactId: ArtifactId; level: number }[]; power: number } | null =
    null;
  p.heroes.forEach((h, index) => {
    const held = [...h.loadout.artifacts];
    if (held.length >= ARTIFACT_SLOTS) {
      let weakest = 0;
      held.forEach((a, i) => {
        const w = held[weakest];
        if (w && artifactPower(a.artifactId, a.level) < artifactPower(w.artifactId, w.level)) weakest = i;
      });
      held.splice(weakest, 1);
    }
    const artifacts = [...held, { artifactId, level }];
    const squad = p.heroes.map((x, i) => (i === index ? { ...x.loadout, artifacts } : x.loadout));
    const power = squadPower(squad, ref);
    if (power > base && (best === null || power > best.power)) best = { index, artifacts, power };
  });
  const chosen = best as { index: number; artifacts: { artifactId: ArtifactId; level: number }[] } | null;
  const hero = chosen && p.heroes[chosen.index];
  if (chosen && hero) hero.loadout = { ...hero.loadout, artifacts: chosen.artifacts };
}

/** Gives skill points to the hero where they add the most power (up to the skill's maxTotal). */
export function giveSkill(p: SimPlayer, skillType: SkillType, points: number, ref: PowerReference): void {
  let bestIndex = -1;
  let bestPower = -Infinity;
  const squads = p.heroes.map((h, index) => {
    const own = h.loadout.skills.find((s) => s.skillType === skillType);
    const value = Math.min(SKILLS[skillType].maxTotal, (own?.valueCurrent ?? 0) + points);
    const skills = [
      ...h.loadout.skills.filter((s) => s.skillType !== skillType),
      { skillType, valueCurrent: value, valueTotal: value },
    ];
    const loadout = { ...h.loadout, skills };
    const power = squadPower(
      p.heroes.map((x, i) => (i === index ? loadout : x.loadout)),
      ref,
    );
    if (power > bestPower) [bestIndex, bestPower] = [index, power];
    return loadout;
  });
  const hero = p.heroes[bestIndex];
  const loadout = squads[bestIndex];
  if (hero && loadout) hero.loadout = loadout;
}

/**
 * Takes what the stair's free places hold on the way to its guard (the server's take rules):
 * resources (gold, crystal, elixir, mithril; the rest is not used by the simulation), artifacts
 * and skill points. Consumables, runes, gainables and portals are left aside (see the README).
 */
export function collectStair(p: SimPlayer, places: readonly RoadPlace[], ref: PowerReference): void {
  for (const place of places) {
    const pay = place.payload;
    if (pay.type === 'RESOURCE') {
      if (pay.resource in p.resources)
        p.resources[pay.resource as keyof SimPlayer['resources']] += pay.amount;
    } else if (pay.type === 'ARTIFACT') equipArtifact(p, pay.artifactId, pay.level, ref);
    else if (pay.type === 'SKILL') giveSkill(p, pay.skillType, pay.points, ref);
  }
}
