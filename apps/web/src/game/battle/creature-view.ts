import Phaser from 'phaser';
import type { EffectKind } from '@rol/rules/content/effects';
import type { IconName } from '../../art/icons.ts';
import { monsterIcon } from '../../art/place-art.ts';
import { colorNumber, palette } from '../../theme/palette.ts';
import { createMedallion } from '../art/medallion.ts';
import { FONT_TITLE, iconKey } from '../art/texture-keys.ts';
import { softwareRenderer } from '../../display/renderer-probe.ts';
import type { Slot } from './battle-layout.ts';
import type { CreatureLook, StatusMarker } from '../../stores/battle-store.ts';
import { healthColour, healthShare, isDead } from './creature-look.ts';
import { isHelpfulStatus, type BurstKind } from './move-look.ts';

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
    });
    if (look.team === 1) {
      // Monsters wear a darker, blood-tinged ring so the sides read apart at a glance.
      this.medal.list.forEach((child) => {
        if (child instanceof Phaser.GameObjects.Image && child.texture.key === 'medal-ring') child.setTint(0xe0a090);
      });
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
        duration: 150,
        ease: 'Quad.easeIn',
        yoyo: true,
        hold: 40,
        onComplete: () => {
          this.root.setPosition(home.x, home.y).setDepth(0);
          resolve();
        },
      });
    });
  }

  shake(strength: number): void {
    if (strength <= 0) return;
    const home = this.slot.x;
    this.scene.tweens.add({
      targets: this.root,
      x: { from: home - strength * this.unit, to: home + strength * this.unit },
      duration: 45,
      yoyo: true,
      repeat: 3,
      onComplete: () => this.root.setX(home),
    });
    if (!this.dead) this.scene.tweens.add({ targets: this.medal, alpha: 0.55, duration: 70, yoyo: true, onComplete: () => this.medal.setAlpha(this.dead ? 0.28 : 1) });
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
    this.scene.tweens.add({ targets: label, scale: 1, duration: 140, ease: 'Back.easeOut' });
    this.scene.tweens.add({
      targets: label,
      y: label.y - 56 * u,
      alpha: 0,
      delay: 380,
      duration: 620,
      ease: 'Sine.easeIn',
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

  revive(health: number): void {
    this.dead = false;
    this.tomb.setAlpha(0);
    this.setHealth(health);
    this.scene.tweens.add({ targets: this.medal, alpha: 1, scale: { from: 0.7, to: 1 }, duration: 420, ease: 'Back.easeOut' });
  }

  private showDead(animate: boolean): void {
    this.setEffects([]);
    if (!animate) {
      this.medal.setAlpha(0.28);
      this.tomb.setAlpha(0.9);
      return;
    }
    this.burst('shadow');
    this.scene.tweens.add({ targets: this.medal, alpha: 0.28, scale: 0.9, angle: this.look.team === 1 ? 8 : -8, duration: 520, ease: 'Sine.easeIn' });
    this.scene.tweens.add({ targets: this.tomb, alpha: 0.9, delay: 260, duration: 360 });
  }
}
