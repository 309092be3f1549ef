import Phaser from 'phaser';
import type { CreatureDto } from '@rol/protocol/player-dto';
import { creatureIcon } from '../../art/creature-icon.ts';
import { factionColor } from '../../art/hero-art.ts';
import type { CreatureSceneData, GameEvents } from '../../events/game-events.ts';
import { playerStore } from '../../stores/player-store.ts';
import { colorNumber, palette } from '../../theme/palette.ts';
import { biomeForStair } from '../biomes.ts';
import { breathe, createMedallion } from '../art/medallion.ts';
import { particleFrequency } from '../effects.ts';
import { GameScene } from '../game-scene.ts';
import { addAmbientParticles, drawBackdrop } from './scene-backdrop.ts';
import { creatureLookSignature, heroBand, type Insets } from './creature-layout.ts';
import { creatureSceneIcons } from './creature-icons.ts';
import type { IconName } from '../../art/icons.ts';

/** The hero page covers the lower part of the stage until it reports its own insets. */
const DEFAULT_INSETS: Insets = { top: 0.08, bottom: 0.62 };

type UpgradeKind = GameEvents['creature:upgraded']['kind'];

/**
 * §2 creature scene (docs/architecture.md, "Front end", §6a): the opened hero large on a lit dais behind the hero page —
 * the medallion in its faction's colour with its rank stars and level, breathing, with motes of its
 * faction's light rising around it. The hero page (React) reports the space it leaves free
 * (`ui:insets`) and what the hero gained (`creature:upgraded`); the scene redraws when the hero's
 * look changes in the player info.
 */
export default class CreatureScene extends GameScene<CreatureSceneData> {
  private insets: Insets = DEFAULT_INSETS;
  private hero: Phaser.GameObjects.Container | null = null;
  private look = '';

  constructor() {
    super('Creature');
  }

  /** Only the heroes' drawings: the creature loading scene has loaded them already. */
  protected override iconTextures(): readonly IconName[] {
    return creatureSceneIcons();
  }

  private creature(): CreatureDto | undefined {
    return playerStore.getState().info?.player.creatures.find((c) => c.id === this.startData.creatureId);
  }

  protected override subscribe(): void {
    const { bus } = this.services;
    this.insets = bus.last('ui:insets') ?? DEFAULT_INSETS;
    this.look = creatureLookSignature(this.creature());
    const offInsets = bus.on('ui:insets', (insets) => {
      const changed =
        Math.abs(insets.top - this.insets.top) + Math.abs(insets.bottom - this.insets.bottom) > 0.005;
      this.insets = insets;
      if (changed) this.redraw();
    });
    const offUpgraded = bus.on('creature:upgraded', ({ creatureId, kind }) => {
      if (creatureId === this.startData.creatureId) this.celebrate(kind);
    });
    const offPlayer = playerStore.subscribe(() => {
      const next = creatureLookSignature(this.creature());
      if (next === this.look) return;
      this.look = next;
      this.redraw();
    });
    this.onShutdown(() => {
      offInsets();
      offUpgraded();
      offPlayer();
    });
  }

  protected draw(): void {
    const { width, height } = this.scale;
    const u = this.unit;
    const creature = this.creature();
    const stair = playerStore.getState().info?.player.stair ?? 1;
    const band = heroBand(height, this.insets, u);
    drawBackdrop(this, biomeForStair(stair), band.floor, 0);
    this.add.rectangle(0, 0, width, height, colorNumber(palette.nightDeep), 0.25).setOrigin(0);
    addAmbientParticles(this, biomeForStair(stair));
    this.hero = null;
    if (!creature) return;

    const tint = colorNumber(factionColor(creature.faction));
    const cx = width / 2;
    // The dais: a warm pool of light and a stone slab under the hero.
    this.add
      .image(cx, band.floor, 'glow')
      .setDisplaySize(band.size * 3, band.size * 1.1)
      .setTint(tint)
      .setAlpha(0.4)
      .setBlendMode(Phaser.BlendModes.ADD);
    this.add.image(cx, band.floor, 'slab').setDisplaySize(band.size * 1.5, band.size * 0.26);
    // A slow halo turning behind the medallion.
    const halo = this.add
      .image(cx, band.centerY, 'glow')
      .setDisplaySize(band.size * 2.1, band.size * 2.1)
      .setTint(tint)
      .setAlpha(0.28)
      .setBlendMode(Phaser.BlendModes.ADD);
    this.tweens.add({
      targets: halo,
      alpha: 0.45,
      scale: halo.scale * 1.08,
      duration: 2400,
      yoyo: true,
      repeat: -1,
      ease: 'Sine.easeInOut',
    });
    this.add.particles(cx, band.centerY, 'spark', {
      x: { min: -band.size * 0.7, max: band.size * 0.7 },
      y: { min: 0, max: band.size * 0.5 },
      speedY: { min: -46 * u, max: -18 * u },
      speedX: { min: -8 * u, max: 8 * u },
      lifespan: { min: 1800, max: 3200 },
      scale: { start: 0.7 * u, end: 0 },
      alpha: { start: 0.9, end: 0 },
      tint: [tint, colorNumber(palette.goldLight)],
      blendMode: Phaser.BlendModes.ADD,
      frequency: particleFrequency(140),
    });

    const hero = createMedallion(this, cx, band.centerY, {
      imageId: creature.imageId,
      icon: creatureIcon(creature),
      faction: creature.faction,
      level: creature.level,
      rank: creature.rank,
      size: band.size,
    });
    breathe(this, hero);
    hero.setSize(band.size, band.size).setInteractive({ useHandCursor: true });
    hero.on('pointerup', () => {
      if (!this.services.inputBlocked()) this.hop();
    });
    this.hero = hero;
  }

  /** A little hop when the hero is tapped. */
  private hop(): void {
    if (!this.hero) return;
    this.tweens.add({
      targets: this.hero,
      angle: { from: -4, to: 4 },
      duration: 90,
      yoyo: true,
      repeat: 1,
      onComplete: () => this.hero?.setAngle(0),
    });
  }

  /** A burst of light when the hero grows; a rank step rains stars. */
  private celebrate(kind: UpgradeKind): void {
    const hero = this.hero;
    if (!hero) return;
    const u = this.unit;
    const creature = this.creature();
    const tint = creature ? colorNumber(factionColor(creature.faction)) : colorNumber(palette.gold);
    const emitter = this.add.particles(hero.x, hero.y, kind === 'rank' ? 'star' : 'spark', {
      speed: { min: 120 * u, max: 280 * u },
      angle: { min: 0, max: 360 },
      lifespan: 900,
      scale: { start: (kind === 'rank' ? 0.9 : 1.1) * u, end: 0 },
      tint: [tint, colorNumber(palette.goldLight), colorNumber(palette.white)],
      blendMode: Phaser.BlendModes.ADD,
      emitting: false,
    });
    emitter.explode(kind === 'rank' ? 28 : 40);
    this.time.delayedCall(1000, () => emitter.destroy());
    const flash = this.add
      .image(hero.x, hero.y, 'glow')
      .setDisplaySize(40 * u, 40 * u)
      .setTint(tint)
      .setBlendMode(Phaser.BlendModes.ADD);
    this.tweens.add({
      targets: flash,
      displayWidth: 420 * u,
      displayHeight: 420 * u,
      alpha: 0,
      duration: 600,
      ease: 'Cubic.easeOut',
      onComplete: () => flash.destroy(),
    });
    this.tweens.add({ targets: hero, scale: { from: 1.12, to: 1 }, duration: 420, ease: 'Back.easeOut' });
  }
}
