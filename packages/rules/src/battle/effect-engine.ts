import { isChancePropertyKind, type EffectDef, type EffectTrigger } from '../content/effects.ts';
import { emit, livingOf, otherTeam, type BattleContext } from './battle-context.ts';
import type { BattleCreature } from './battle-types.ts';
import { effectiveAttack } from './effective-stats.ts';

/**
 * The one interpreter of triggered effects (content/effects.ts describes each kind). Every artifact,
 * force, skill, consumable and monster ability acts through `fireEffect`.
 */

/** Deals `amount` damage to a living creature, honouring immortality and handling death. */
export function dealDamage(
  ctx: BattleContext,
  target: BattleCreature,
  amount: number,
  kind: 'hit' | 'critical' | 'block' | 'poison' | 'fire',
  sourceId: number | null,
): void {
  if (target.health <= 0) return;
  const damage = Math.max(0, Math.round(amount));
  let health = target.health - damage;
  const savedByImmortality = health <= 0 && target.immortality > 0;
  if (savedByImmortality) health = 1;
  target.health = health;
  emit(ctx, { kind, sourceId, targetId: target.id, amount: damage, healthAfter: health });
  if (savedByImmortality) {
    target.immortality -= 1;
    emit(ctx, {
      kind: 'immortality',
      sourceId: target.id,
      targetId: target.id,
      amount: target.immortality,
      healthAfter: 1,
    });
  }
  if (health <= 0) onDeath(ctx, target);
}

/** Heals a living creature, never above its max health. */
export function heal(
  ctx: BattleContext,
  target: BattleCreature,
  amount: number,
  kind: 'heal' | 'lifesteal',
  sourceId: number | null,
): void {
  if (target.health <= 0) return;
  const gained = Math.max(0, Math.min(target.maxHealth - target.health, Math.round(amount)));
  if (gained === 0) return;
  target.health += gained;
  emit(ctx, { kind, sourceId, targetId: target.id, amount: gained, healthAfter: target.health });
}

/** Brings a dead creature back with `share` of its max health (at least 1), its statuses cleared. */
export function resurrect(
  ctx: BattleContext,
  target: BattleCreature,
  share: number,
  sourceId: number | null,
): void {
  if (target.health > 0) return;
  target.health = Math.max(1, Math.min(target.maxHealth, Math.round(target.maxHealth * share)));
  target.effects = [];
  target.acted = true;
  emit(ctx, {
    kind: 'resurrection',
    sourceId,
    targetId: target.id,
    amount: target.health,
    healthAfter: target.health,
  });
}

function onDeath(ctx: BattleContext, dead: BattleCreature): void {
  dead.effects = [];
  emit(ctx, { kind: 'death', sourceId: null, targetId: dead.id, amount: 0, healthAfter: dead.health });
  for (const e of dead.abilities) {
    if (e.trigger !== 'onDeath') continue;
    if (e.kind === 'resurrection' && e.target === 'self') {
      if (dead.resurrected) continue;
      if (!ctx.rng.chance(e.chance ?? 1)) continue;
      dead.resurrected = true;
      resurrect(ctx, dead, e.value, dead.id);
    } else {
      fireEffect(ctx, e, dead, null);
    }
  }
}

/** The creatures an effect of `owner` reaches when fired, `other` being the other side of a blow. */
function targetsOf(
  ctx: BattleContext,
  e: EffectDef,
  owner: BattleCreature,
  other: BattleCreature | null,
): BattleCreature[] {
  const blow = e.trigger === 'onHit' || e.trigger === 'onHitTaken';
  switch (e.target) {
    case 'self':
      return [owner];
    case 'ally':
      return livingOf(ctx.state, owner.team);
    case 'enemy':
      if (blow) return other && other.health > 0 ? [other] : [];
      return livingOf(ctx.state, otherTeam(owner.team));
    case 'all':
      if (blow) return livingOf(ctx.state, otherTeam(owner.team));
      return ctx.state.creatures.filter((c) => c.health > 0);
  }
}

/**
 * Fires one triggered effect of `owner` (its chance is rolled once, except for chance-property
 * kinds, whose chance travels with the status), reaching `targetsOf`. `owner` may be dead (on-death
 * effects); `other` is the other side of the blow, if any.
 */
export function fireEffect(
  ctx: BattleContext,
  e: EffectDef,
  owner: BattleCreature,
  other: BattleCreature | null,
): void {
  const rolled = e.chance !== undefined && e.chance < 1 && !isChancePropertyKind(e.kind);
  if (rolled && !ctx.rng.chance(e.chance ?? 1)) return;
  const targets = targetsOf(ctx, e, owner, other);
  const ownerAttack = e.op === 'multiply' && e.kind === 'fire' ? effectiveAttack(ctx.state, owner) : 0;
  for (const t of targets) applyToTarget(ctx, e, owner.id, t, ownerAttack);
}

/** Fires every effect of `owner` with `trigger`. */
export function fireTrigger(
  ctx: BattleContext,
  owner: BattleCreature,
  trigger: EffectTrigger,
  other: BattleCreature | null,
): void {
  for (const e of owner.abilities) if (e.trigger === trigger) fireEffect(ctx, e, owner, other);
}

/** What one effect does to one target: the per-kind rules, all in this one place. */
export function applyToTarget(
  ctx: BattleContext,
  e: EffectDef,
  sourceId: number | null,
  t: BattleCreature,
  ownerAttack: number,
): void {
  switch (e.kind) {
    case 'heal':
      heal(ctx, t, e.op === 'multiply' ? e.value * t.maxHealth : e.value, 'heal', sourceId);
      return;
    case 'health':
      heal(ctx, t, e.op === 'multiply' ? (e.value - 1) * t.maxHealth : e.value, 'heal', sourceId);
      return;
    case 'resurrection':
      resurrect(ctx, t, e.value, sourceId);
      return;
    case 'immortality':
      if (t.health <= 0) return;
      t.immortality += Math.max(0, Math.floor(e.value));
      emit(ctx, {
        kind: 'status',
        sourceId: sourceId,
        targetId: t.id,
        amount: t.immortality,
        healthAfter: t.health,
        effect: 'immortality',
      });
      return;
    case 'fire': {
      const damage = e.op === 'multiply' ? e.value * ownerAttack : e.value;
      if (e.duration > 0 && t.health > 0)
        addStatus(ctx, t, { ...e, value: Math.max(1, Math.round(damage)) }, sourceId);
      dealDamage(ctx, t, Math.max(1, damage), 'fire', sourceId);
      return;
    }
    default:
      if (t.health > 0) addStatus(ctx, t, e, sourceId);
  }
}

/** Puts a timed status on a living creature (a triggered effect with no duration lasts one move). */
function addStatus(ctx: BattleContext, t: BattleCreature, e: EffectDef, sourceId: number | null): void {
  const status = { kind: e.kind, value: e.value, op: e.op, movesRemain: Math.max(1, e.duration), sourceId };
  t.effects.push(
    e.chance !== undefined && isChancePropertyKind(e.kind) ? { ...status, chance: e.chance } : status,
  );
  const kind = e.kind === 'freeze' ? 'freeze' : 'status';
  emit(ctx, {
    kind,
    sourceId,
    targetId: t.id,
    amount: e.value,
    healthAfter: t.health,
    effect: e.kind,
    movesRemain: status.movesRemain,
  });
}
