import type { HeroLoadout } from '@rol/rules/battle/combatants';
import { credit } from './sim-economy.ts';
import { countTaskEvent } from './sim-tasks.ts';
import { artifactPower, isAmulet, type ArtifactId } from '@rol/rules/content/artifacts';
import { SKILLS, type SkillType } from '@rol/rules/content/skills';
import type { RoadPlace } from '@rol/rules/road/road-place';
import { checkGiveArtifact } from '@rol/rules/heroes/artifact-slots';
import { checkForge, forgeDay, reforgeBonus } from '@rol/rules/heroes/forge';
import { STORAGE_KEPT, type SimPlayer, type StoredArtifact } from './sim-model.ts';
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

/** The ways `hero` can take `item` (heroes/artifact-slots.ts): a free slot, or in place of one of the same slot kind. */
function placements(
  hero: HeroLoadout,
  item: StoredArtifact,
): { artifacts: StoredArtifact[]; displaced: StoredArtifact | null }[] {
  const error = checkGiveArtifact({
    creature: { id: hero.id, temporal: false, rank: hero.rank },
    held: hero.artifacts.map((a, i) => ({ instanceId: i + 1, artifactId: a.artifactId })),
    artifact: { instanceId: 0, artifactId: item.artifactId, holderCreatureId: null },
  });
  if (error === null) return [{ artifacts: [...hero.artifacts, item], displaced: null }];
  if (error !== 'NO_FREE_SLOT' && error !== 'ALL_SLOTS_FILLED') return [];
  const amulet = isAmulet(item.artifactId);
  return hero.artifacts.flatMap((a, i) =>
    isAmulet(a.artifactId) === amulet
      ? [{ artifacts: hero.artifacts.map((x, j) => (j === i ? item : x)), displaced: a }]
      : [],
  );
}

/**
 * Gives `item` to the hero and slot where it adds the most power (a displaced artifact goes to the
 * storage); false when it adds nothing anywhere.
 */
function tryEquip(p: SimPlayer, item: StoredArtifact, ref: PowerReference): boolean {
  const base = squadPower(
    p.heroes.map((h) => h.loadout),
    ref,
  );
  let best: { index: number; artifacts: StoredArtifact[]; displaced: StoredArtifact | null } | null = null;
  let bestPower = base;
  p.heroes.forEach((h, index) => {
    for (const option of placements(h.loadout, item)) {
      const squad = p.heroes.map((x, i) =>
        i === index ? { ...x.loadout, artifacts: option.artifacts } : x.loadout,
      );
      const power = squadPower(squad, ref);
      if (power > bestPower) [best, bestPower] = [{ index, ...option }, power];
    }
  });
  const chosen = best as {
    index: number;
    artifacts: StoredArtifact[];
    displaced: StoredArtifact | null;
  } | null;
  const hero = chosen && p.heroes[chosen.index];
  if (!chosen || !hero) return false;
  hero.loadout = { ...hero.loadout, artifacts: chosen.artifacts };
  if (chosen.displaced) p.storage.push(chosen.displaced);
  return true;
}

/** Reforges `item` (heroes/forge.ts) into the hero whose bonus it raises the squad's power most. */
function reforgeInto(p: SimPlayer, item: StoredArtifact, ref: PowerReference): void {
  const gain = reforgeBonus(item.artifactId, item.level);
  let bestIndex = -1;
  let bestPower = -Infinity;
  const loadouts = p.heroes.map((h) => {
    const bonus = h.loadout.bonus ?? { attack: 0, defence: 0, health: 0 };
    return {
      ...h.loadout,
      bonus: {
        attack: bonus.attack + gain.attack,
        defence: bonus.defence + gain.defence,
        health: bonus.health + gain.health,
      },
    };
  });
  loadouts.forEach((loadout, index) => {
    const power = squadPower(
      p.heroes.map((x, i) => (i === index ? loadout : x.loadout)),
      ref,
    );
    if (power > bestPower) [bestIndex, bestPower] = [index, power];
  });
  const hero = p.heroes[bestIndex];
  const loadout = loadouts[bestIndex];
  if (hero && loadout) hero.loadout = loadout;
}

/**
 * Keeps the STORAGE_KEPT strongest stored artifacts; the weaker ones are reforged while the
 * blacksmith is not tired today (FORGE_DAILY_LIMIT), else left behind.
 */
function tidyStorage(p: SimPlayer, ref: PowerReference): void {
  while (p.storage.length > STORAGE_KEPT) {
    let weakest = 0;
    p.storage.forEach((a, i) => {
      const w = p.storage[weakest];
      if (w && artifactPower(a.artifactId, a.level) < artifactPower(w.artifactId, w.level)) weakest = i;
    });
    const [item] = p.storage.splice(weakest, 1);
    const day = forgeDay(p.minutes * 60_000);
    if (p.forge.day !== day) p.forge = { day, count: 0 };
    if (item && checkForge(p.forge.count) === null) {
      reforgeInto(p, item, ref);
      p.forge.count += 1;
    }
  }
}

/** Gives a found artifact to the hero where it adds the most power, else keeps it in the storage. */
export function equipArtifact(
  p: SimPlayer,
  artifactId: ArtifactId,
  level: number,
  ref: PowerReference,
): void {
  if (!tryEquip(p, { artifactId, level }, ref)) p.storage.push({ artifactId, level });
  tidyStorage(p, ref);
}

/** After slots grew or a hero left, tries the stored artifacts (strongest first) on the squad again. */
export function rearm(p: SimPlayer, ref: PowerReference): void {
  if (!p.rearm) return;
  p.rearm = false;
  const items = [...p.storage].sort(
    (a, b) => artifactPower(b.artifactId, b.level) - artifactPower(a.artifactId, a.level),
  );
  p.storage = [];
  for (const item of items) if (!tryEquip(p, item, ref)) p.storage.push(item);
  tidyStorage(p, ref);
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
 * resources (every kind, each booked to its balance), artifacts and skill points. Consumables, runes, gainables and portals are left aside (see the README).
 */
export function collectStair(p: SimPlayer, places: readonly RoadPlace[], ref: PowerReference): void {
  for (const place of places) {
    const pay = place.payload;
    if (pay.type === 'RESOURCE') {
      credit(p, 'road', { [pay.resource]: pay.amount });
      countTaskEvent(p, 'RESOURCE_TAKEN');
    } else if (pay.type === 'ARTIFACT') equipArtifact(p, pay.artifactId, pay.level, ref);
    else if (pay.type === 'SKILL') giveSkill(p, pay.skillType, pay.points, ref);
  }
}
