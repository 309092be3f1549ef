import Phaser from 'phaser';
import type { EffectKind } from '@rol/rules/content/effects';
import type { IconName } from '../../art/icons.ts';
import { monsterIcon } from '../../art/place-art.ts';
import { colorNumber, palette } from '../../theme/palette.ts';
import { createMedallion } from '../art/medallion.ts';
import { FONT_TITLE, iconKey } from '../art/texture-keys.ts';
import { softwareRenderer } from '../../display/renderer-probe.ts';
import { i18n } from '../../i18n/instance.ts';
import type { Slot } from './battle-layout.ts';
import type { CreatureLook, StatusMarker } from '../../stores/battle-store.ts';
import { healthColour, healthShare, isDead } from './creature-look.ts';
import { isHelpfulStatus, type BurstKind } from './move-look.ts';
import { FAMILY_LOOKS, STANDING_SCALE, creatureFamily } from '../../art/creature-family.ts';
import { ANIMATIONS, SHAPES, animationMs, framesMs, stepEase } from '../motion/frame-rates.ts';

/** How a creature is highlighted: whose turn it is, what can be chosen, what is chosen. */
export type Highlight = 'none' | 'can-act' | 'attacker' | 'targetable' | 'target';

const EFFECT_ICONS: Record<EffectKind, IconName> = {
  attack: 'broadsword',
  defence: 'checked-shield',
  health: 'heart-plus',
  heal: 'heart-plus',
  poison: 'poison-bottle',
  fire: 'fire-ring',
  freeze: 'snowflake-2',
  resurrection: 'ankh',
  immortality: 'ankh',
  block: 'shield',
  hammer: 'thor-hammer',
  luck: 'sparkles',
  shadow: 'hooded-figure',
  lifesteal: 'heart-plus',
};

const EFFECT_TINTS: Partial<Record<EffectKind, string>> = {
  poison: palette.exp,
  fire: palette.ember,
  freeze: palette.good,
  shadow: palette.factionShadow,
};

const BURST_TINTS: Record<BurstKind, number[]> = {
  blood: [0xd2553f, 0x9e2f26],
  sparks: [0xffe9a8, 0xffb54d],
  poison: [0x7fd36a, 0x3b8a2a],
  fire: [0xff7b2e, 0xffc46b],
  freeze: [0xcfeaff, 0x7cc8ff],
  holy: [0xfff4c2, 0xf6d98a],
  shadow: [0x9360cc, 0x3a2060],
  heal: [0x7fd36a, 0xd8ffd0],
  buff: [0xf6d98a, 0xffffff],
};

const HIGHLIGHT_TINTS: Record<Exclude<Highlight, 'none'>, number> = {
  'can-act': colorNumber(palette.goldLight),
  attacker: colorNumber(palette.torch),
  targetable: colorNumber(palette.evil),
  target: colorNumber(palette.bloodLight),
};

const BAR_COLOURS = { good: 0x6fcf5a, warn: 0xe8c23a, low: 0xd2553f } as const;

/**
 * One creature on the battle field (docs/architecture.md, "Art and sound"): its medallion by faction with rank stars and
 * level, a health bar, its status markers with moves remaining, and the highlight of the turn.
 * It animates lunges, shakes, floating numbers, particle bursts, death fades and resurrections.
 */
export class CreatureView {
  readonly root: Phaser.GameObjects.Container;
  private readonly glow: Phaser.GameObjects.Image;
  private readonly medal: Phaser.GameObjects.Container;
  private readonly bar: Phaser.GameObjects.Graphics;
  private readonly hpText: Phaser.GameObjects.Text;
  private readonly markers: Phaser.GameObjects.Container;
  private readonly tomb: Phaser.GameObjects.Image;
  private highlight: Highlight = 'none';
  private glowTween: Phaser.Tweens.Tween | null = null;
  private health: number;
  private maxHealth: number;
  private dead: boolean;
  private standScale = 1;

  constructor(
    private readonly scene: Phaser.Scene,
    readonly look: CreatureLook,
    readonly slot: Slot,
    private readonly unit: number,
  ) {
    const { size } = slot;
    this.health = look.health;
    this.maxHealth = look.maxHealth;
    this.dead = isDead(look);
    this.root = scene.add.container(slot.x, slot.y);
    this.glow = scene.add.image(0, 0, 'glow').setDisplaySize(size * 1.9, size * 1.9).setAlpha(0).setBlendMode(Phaser.BlendModes.ADD);
    this.medal = createMedallion(scene, 0, 0, {
      imageId: look.imageId,
      icon: look.monsterId !== null ? monsterIcon(look.monsterId) : undefined,
      faction: look.faction,
      level: look.level,
      rank: look.rank,
      size,
      warriorClass: look.warriorClass,
      standing: look.standing,
      // A monster wears its family's frame and colours; a hero its rank's metal and its artifacts.
      family: look.monsterId !== null ? FAMILY_LOOKS[creatureFamily(look.warriorClass)] : undefined,
      artifacts: look.team === 0 ? look.artifacts : 0,
    });
    // An elite and a boss stand taller than their escort.
    this.medal.setScale(STANDING_SCALE[look.standing]);
    this.standScale = STANDING_SCALE[look.standing];
    if (look.standing === 'boss') {
      const aura = this.medal.list.find((child) => child instanceof Phaser.GameObjects.Image && child.texture.key === 'glow');
      if (aura) scene.tweens.add({ targets: aura, alpha: 0.25, duration: framesMs(18, 12), yoyo: true, repeat: -1, ease: stepEase(9) });
    }
    this.bar = scene.add.graphics();
    // Health numbers stay readable on a phone: never under 15 CSS pixels, whatever the zoom.
    const zoom = scene.scale.zoom || 1;
    const hpSize = Math.max(Math.round(13 * unit), Math.round(15 / zoom));
    this.hpText = scene.add
      .text(0, size * 0.62 + 9 * unit, '', {
        fontFamily: FONT_TITLE,
        fontStyle: 'bold',
        fontSize: `${hpSize}px`,
        color: palette.parchment,
        stroke: palette.ink,
        strokeThickness: Math.max(2, Math.round(3 * unit)),
      })
      .setOrigin(0.5, 0);
    this.markers = scene.add.container(0, -size * 0.72);
    this.tomb = scene.add.image(0, 0, iconKey('tombstone')).setDisplaySize(size * 0.5, size * 0.5).setTint(colorNumber(palette.stoneLight)).setAlpha(0);
    this.root.add([this.glow, this.medal, this.bar, this.hpText, this.markers, this.tomb]);
    this.drawBar();
    this.setEffects(look.effects);
    if (this.dead) this.showDead(false);
  }

  get x(): number {
    return this.root.x;
  }

  get y(): number {
    return this.root.y;
  }

  isDead(): boolean {
    return this.dead;
  }

  /** The round's tap area: the medallion's disc. */
  enableTap(onTap: () => void): void {
    const r = this.slot.size * 0.55;
    this.root.setSize(r * 2, r * 2);
    this.root.setInteractive(new Phaser.Geom.Circle(r, r, r), Phaser.Geom.Circle.Contains);
    this.root.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, onTap);
  }

  setHighlight(highlight: Highlight): void {
    if (highlight === this.highlight) return;
    this.highlight = highlight;
    this.glowTween?.stop();
    this.glowTween = null;
    if (highlight === 'none' || this.dead) {
      this.glow.setAlpha(0);
      return;
    }
    this.glow.setTint(HIGHLIGHT_TINTS[highlight]);
    const strong = highlight === 'attacker' || highlight === 'target';
    this.glow.setAlpha(strong ? 0.95 : 0.5);
    this.glowTween = this.scene.tweens.add({
      targets: this.glow,
      alpha: strong ? 0.6 : 0.18,
      duration: strong ? 520 : 820,
      yoyo: true,
      repeat: -1,
      ease: 'Sine.easeInOut',
    });
  }

  setHealth(health: number, maxHealth = this.maxHealth): void {
    this.health = health;
    this.maxHealth = maxHealth;
    this.drawBar();
  }

  private drawBar(): void {
    const u = this.unit;
    const w = this.slot.size * 0.96;
    const h = Math.max(5, 8 * u);
    const y = this.slot.size * 0.58;
    const share = healthShare(this.health, this.maxHealth);
    this.bar.clear();
    this.bar.fillStyle(0x000000, 0.65).fillRoundedRect(-w / 2 - 2, y - 2, w + 4, h + 4, 3);
    this.bar.fillStyle(0x3a1512, 1).fillRect(-w / 2, y, w, h);
    if (share > 0) this.bar.fillStyle(BAR_COLOURS[healthColour(share)], 1).fillRect(-w / 2, y, w * share, h);
    this.bar.fillStyle(0xffffff, 0.18).fillRect(-w / 2, y, w * share, h * 0.4);
    this.hpText.setText(`${Math.max(0, Math.round(this.health))}/${Math.round(this.maxHealth)}`);
  }

  /** Status markers above the medallion: an icon per effect with its moves remaining. */
  setEffects(effects: readonly StatusMarker[]): void {
    this.markers.removeAll(true);
    const shown = effects.filter((e) => e.movesRemain > 0).slice(0, 5);
    const icon = Math.max(14, this.slot.size * 0.24);
    const start = -((shown.length - 1) * icon * 1.05) / 2;
    shown.forEach((effect, i) => {
      const x = start + i * icon * 1.05;
      const helpful = isHelpfulStatus(effect.kind, effect.value, effect.op);
      const ring = this.scene.add.circle(x, 0, icon * 0.55, helpful ? 0x2a3966 : 0x3a1512, 0.9).setStrokeStyle(Math.max(1, 1.5 * this.unit), helpful ? 0xf6d98a : 0xff6b5c);
      const tint = colorNumber(EFFECT_TINTS[effect.kind] ?? (helpful ? palette.goldLight : palette.evil));
      const image = this.scene.add.image(x, 0, iconKey(EFFECT_ICONS[effect.kind])).setDisplaySize(icon * 0.72, icon * 0.72).setTint(tint);
      const count = this.scene.add
        .text(x + icon * 0.36, icon * 0.2, String(effect.movesRemain), {
          fontFamily: FONT_TITLE,
          fontStyle: 'bold',
          fontSize: `${Math.round(icon * 0.5)}px`,
          color: palette.white,
          stroke: palette.ink,
          strokeThickness: 3,
        })
        .setOrigin(0.5);
      this.markers.add([ring, image, count]);
    });
  }

  /** Leaps towards (x, y) and back. */
  lunge(x: number, y: number): Promise<void> {
    const dx = (x - this.root.x) * 0.32;
    const dy = (y - this.root.y) * 0.32;
    const home = { x: this.slot.x, y: this.slot.y };
    this.root.setDepth(5);
    return new Promise((resolve) => {
      this.scene.tweens.add({
        targets: this.root,
        x: home.x + dx,
        y: home.y + dy,
        // §9 attack: 18 fps, three frames out and three back.
        duration: framesMs(ANIMATIONS.attack.frames / 2, ANIMATIONS.attack.fps),
        ease: stepEase(ANIMATIONS.attack.frames / 2, (t) => t * t),
        yoyo: true,
        hold: framesMs(1, ANIMATIONS.attack.fps),
        onComplete: () => {
          this.root.setPosition(home.x, home.y).setDepth(0);
          resolve();
        },
      });
    });
  }

  /** §9 hit: 30 fps × 9 — the jolt (eight shakes of one frame) and a flash of the medallion. */
  shake(strength: number): void {
    if (strength <= 0) return;
    const home = this.slot.x;
    const frame = framesMs(1, ANIMATIONS.hit.fps);
    this.scene.tweens.add({
      targets: this.root,
      x: { from: home - strength * this.unit, to: home + strength * this.unit },
      duration: frame,
      yoyo: true,
      repeat: Math.floor((ANIMATIONS.hit.frames - 1) / 2) - 1,
      onComplete: () => this.root.setX(home),
    });
    if (!this.dead) this.scene.tweens.add({ targets: this.medal, alpha: 0.55, duration: frame * 2, yoyo: true, onComplete: () => this.medal.setAlpha(this.dead ? 0.28 : 1) });
  }

  /** A number or word rising from the creature. */
  float(text: string, color: string, scale: number): void {
    const u = this.unit;
    const label = this.scene.add
      .text(this.root.x, this.root.y - this.slot.size * 0.3, text, {
        fontFamily: FONT_TITLE,
        fontStyle: 'bold',
        fontSize: `${Math.round(26 * u * scale)}px`,
        color,
        stroke: palette.ink,
        strokeThickness: Math.max(3, Math.round(5 * u)),
      })
      .setOrigin(0.5)
      .setDepth(20)
      .setScale(0.6);
    // §9 float: 30 fps × 24 — four frames to pop, then it rises and fades.
    const frame = framesMs(1, ANIMATIONS.float.fps);
    this.scene.tweens.add({ targets: label, scale: 1, duration: frame * 4, ease: stepEase(4, SHAPES.backOut) });
    this.scene.tweens.add({
      targets: label,
      y: label.y - 56 * u,
      alpha: 0,
      delay: frame * 10,
      duration: frame * (ANIMATIONS.float.frames - 10),
      ease: stepEase(ANIMATIONS.float.frames - 10, SHAPES.sineIn),
      onComplete: () => label.destroy(),
    });
  }

  /** A short burst of particles (a few in software rendering). */
  burst(kind: BurstKind): void {
    const u = this.unit;
    const count = softwareRenderer() ? 6 : 16;
    const rising = kind === 'holy' || kind === 'heal' || kind === 'buff' || kind === 'fire' || kind === 'poison';
    const emitter = this.scene.add.particles(this.root.x, this.root.y, kind === 'freeze' ? 'flake' : 'spark', {
      speed: { min: 40 * u, max: 150 * u },
      angle: rising ? { min: 230, max: 310 } : { min: 0, max: 360 },
      gravityY: rising ? -60 * u : 160 * u,
      lifespan: { min: 380, max: 720 },
      scale: { start: (kind === 'freeze' ? 1.4 : 1) * u, end: 0 },
      tint: BURST_TINTS[kind],
      blendMode: Phaser.BlendModes.ADD,
      emitting: false,
    });
    emitter.setDepth(15);
    emitter.explode(count);
    this.scene.time.delayedCall(900, () => emitter.destroy());
  }

  die(): void {
    this.dead = true;
    this.setHighlight('none');
    this.showDead(true);
  }

  /** §9 heal: 16 fps × 10 — a revival rises back into its frame. */
  revive(health: number): void {
    this.dead = false;
    this.tomb.setAlpha(0);
    this.fallenLabel?.destroy();
    this.fallenLabel = null;
    this.setHealth(health);
    this.medal.setAngle(0).setY(0);
    this.tintIcon(null);
    this.scene.tweens.add({
      targets: this.medal,
      alpha: 1,
      scale: { from: 0.7 * this.standScale, to: this.standScale },
      duration: animationMs('heal'),
      ease: stepEase(ANIMATIONS.heal.frames, SHAPES.backOut),
    });
  }

  /** §9 heal: 16 fps × 10 — a soft glow rising around a healed creature. */
  glowHeal(): void {
    const ring = this.scene.add.image(this.root.x, this.root.y, 'glow').setDisplaySize(this.slot.size, this.slot.size).setTint(0x7fd36a).setAlpha(0.9).setBlendMode(Phaser.BlendModes.ADD).setDepth(14);
    this.scene.tweens.add({
      targets: ring,
      displayWidth: this.slot.size * 1.9,
      displayHeight: this.slot.size * 1.9,
      y: this.root.y - this.slot.size * 0.2,
      alpha: 0,
      duration: animationMs('heal'),
      ease: stepEase(ANIMATIONS.heal.frames),
      onComplete: () => ring.destroy(),
    });
  }

  private fallenLabel: Phaser.GameObjects.Text | null = null;

  private readonly ownTints = new Map<Phaser.GameObjects.Image, number>();

  /** The disc and drawing greyed (a fallen hero) or back to their own colours (null). */
  private tintIcon(tint: number | null): void {
    for (const child of this.medal.list) {
      if (!(child instanceof Phaser.GameObjects.Image) || child.texture.key === 'glow' || child.texture.key === 'medal-ring') continue;
      if (!this.ownTints.has(child)) this.ownTints.set(child, child.tintTopLeft);
      child.setTint(tint ?? this.ownTints.get(child)!);
    }
  }

  /** §9 effect: 12 fps × 8 — a new status settles onto the creature's markers. */
  popStatus(): void {
    this.scene.tweens.add({
      targets: this.markers,
      scale: { from: 1.6, to: 1 },
      alpha: { from: 0.2, to: 1 },
      duration: animationMs('effect'),
      ease: stepEase(ANIMATIONS.effect.frames),
    });
  }

  /**
   * §9 death: 12 fps × 12 — the medallion tilts, sinks and fades frame by frame, the tombstone rises.
   * A fallen hero is greyed and marked "fallen" under its bar, so the loss stays in sight.
   */
  private showDead(animate: boolean): void {
    this.setEffects([]);
    const hero = this.look.team === 0;
    if (hero) this.markFallen();
    if (!animate) {
      this.medal.setAlpha(0.28);
      if (hero) this.tintIcon(0x6a6a6a);
      this.tomb.setAlpha(0.9);
      return;
    }
    this.burst('shadow');
    const frames = ANIMATIONS.death.frames;
    const duration = animationMs('death');
    this.scene.tweens.add({
      targets: this.medal,
      alpha: 0.28,
      scale: 0.9 * this.standScale,
      angle: this.look.team === 1 ? 8 : -8,
      y: this.slot.size * 0.06,
      duration,
      ease: stepEase(frames, SHAPES.sineIn),
      onComplete: () => {
        if (hero && this.dead) this.tintIcon(0x6a6a6a);
      },
    });
    this.scene.tweens.add({ targets: this.tomb, alpha: 0.9, scale: { from: this.tomb.scale * 0.4, to: this.tomb.scale }, delay: duration / 2, duration: duration / 2, ease: stepEase(frames / 2) });
    if (hero) {
      // A dark flash over a fallen hero: the player sees the loss, not only a number.
      const flash = this.scene.add.circle(this.root.x, this.root.y, this.slot.size * 0.7, 0x3a0000, 0.55).setDepth(13);
      this.scene.tweens.add({ targets: flash, alpha: 0, scale: 1.6, duration, ease: stepEase(frames), onComplete: () => flash.destroy() });
    }
  }

  private markFallen(): void {
    if (this.fallenLabel) return;
    const u = this.unit;
    const zoom = this.scene.scale.zoom || 1;
    this.fallenLabel = this.scene.add
      .text(0, this.slot.size * 0.32, i18n.t('battle.fallen'), {
        fontFamily: FONT_TITLE,
        fontStyle: 'bold',
        fontSize: `${Math.max(Math.round(14 * u), Math.round(14 / zoom))}px`,
        color: palette.bloodLight,
        stroke: palette.ink,
        strokeThickness: Math.max(3, Math.round(4 * u)),
      })
      .setOrigin(0.5)
      .setDepth(3);
    this.root.add(this.fallenLabel);
  }
}
