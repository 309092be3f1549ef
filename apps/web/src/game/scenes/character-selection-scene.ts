import Phaser from 'phaser';
import { STARTER_CHARACTERS, STARTER_COMPANIONS, type CharacterChoice } from '@rol/rules/content/starters';
import { WARRIOR_CLASSES } from '@rol/rules/content/warrior-classes';
import { heroIcon } from '../../art/hero-art.ts';
import type { IconName } from '../../art/icons.ts';
import { i18n } from '../../i18n/instance.ts';
import { palette } from '../../theme/palette.ts';
import { biomeForStair } from '../biomes.ts';
import { breathe, createMedallion } from '../art/medallion.ts';
import { FONT_TITLE } from '../art/texture-keys.ts';
import { particleFrequency } from '../effects.ts';
import { GameScene } from '../game-scene.ts';
import { addAmbientParticles, drawBackdrop } from './scene-backdrop.ts';

const DEFAULT_CHOICE: CharacterChoice = { character: 'knight', gender: 'male', companion: 'wolf' };
const DEFAULT_INSETS = { top: 0.1, bottom: 0.5 };

/** The medallions' drawings: every starter hero in both looks and every companion. */
const STARTER_ICONS: readonly IconName[] = [
  ...Object.values(STARTER_CHARACTERS).flatMap((hero) => Object.values(hero.imageId)),
  ...Object.values(STARTER_COMPANIONS).map((pet) => pet.imageId),
].map(heroIcon);

/**
 * §2 character selection: a campfire at the start of the road with the chosen hero and companion.
 * The choice itself is made in the DOM panel (React) and arrives here over the bus.
 */
export default class CharacterSelectionScene extends GameScene {
  private choice: CharacterChoice = DEFAULT_CHOICE;
  private preview: Phaser.GameObjects.Container | null = null;
  private insets = DEFAULT_INSETS;

  constructor() {
    super('CharacterSelection');
  }

  /** Only the starters' icons: the newcomer's first scene decodes no other (the road loads the rest). */
  protected override iconTextures(): readonly IconName[] {
    return STARTER_ICONS;
  }

  protected override subscribe(): void {
    this.choice = this.services.bus.last('character:preview') ?? DEFAULT_CHOICE;
    this.insets = this.services.bus.last('ui:insets') ?? DEFAULT_INSETS;
    const offChoice = this.services.bus.on('character:preview', (choice) => {
      this.choice = choice;
      this.drawPreview(true);
    });
    const offInsets = this.services.bus.on('ui:insets', (insets) => {
      const changed = Math.abs(insets.top - this.insets.top) + Math.abs(insets.bottom - this.insets.bottom) > 0.005;
      this.insets = insets;
      if (changed) this.redraw();
    });
    const off = () => {
      offChoice();
      offInsets();
    };
    const onLang = () => this.drawPreview(false);
    i18n.on('languageChanged', onLang);
    this.onShutdown(() => {
      off();
      i18n.off('languageChanged', onLang);
    });
  }

  /** The free band between the title and the panel, in game pixels. */
  private get band(): { top: number; bottom: number } {
    const { height } = this.scale;
    const top = height * Phaser.Math.Clamp(this.insets.top, 0, 0.5);
    const bottom = height * (1 - Phaser.Math.Clamp(this.insets.bottom, 0, 0.8));
    return { top, bottom: Math.max(bottom, top + height * 0.15) };
  }

  /** The hero medallion's diameter: as large as the free band allows. */
  private get heroSize(): number {
    const { top, bottom } = this.band;
    return Math.min(176 * this.unit, (bottom - top) * 0.56);
  }

  protected draw(): void {
    const { width } = this.scale;
    const u = this.unit;
    const { bottom } = this.band;
    const horizon = bottom * 0.7;
    drawBackdrop(this, biomeForStair(0), horizon);

    const fireY = bottom - 4 * u;
    this.add.image(width / 2, fireY, 'glow').setDisplaySize(520 * u, 300 * u).setTint(0xff9a3c).setAlpha(0.45).setBlendMode(Phaser.BlendModes.ADD);
    this.add.image(width / 2, fireY - 6 * u, 'slab').setDisplaySize(330 * u, 64 * u);
    const flame = this.add.image(width / 2, fireY - 26 * u, 'glow').setDisplaySize(90 * u, 120 * u).setTint(0xffc46b).setBlendMode(Phaser.BlendModes.ADD);
    this.tweens.add({ targets: flame, scaleY: flame.scaleY * 1.15, alpha: 0.7, duration: 180, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    this.add.particles(width / 2, fireY - 20 * u, 'spark', {
      speedY: { min: -110 * u, max: -50 * u },
      speedX: { min: -25 * u, max: 25 * u },
      lifespan: 1600,
      scale: { start: 0.7 * u, end: 0 },
      tint: [0xffc46b, 0xff7b2e, 0xffe9a8],
      blendMode: Phaser.BlendModes.ADD,
      frequency: particleFrequency(70),
    });
    addAmbientParticles(this, biomeForStair(0));
    this.drawPreview(false);
  }

  private drawPreview(pop: boolean): void {
    this.preview?.destroy();
    const { width } = this.scale;
    const u = this.unit;
    const { character, gender, companion } = this.choice;
    const hero = STARTER_CHARACTERS[character];
    const pet = STARTER_COMPANIONS[companion];
    const { top, bottom } = this.band;
    const size = this.heroSize;
    const k = size / 176;
    const baseY = top + (bottom - top) * 0.46;
    const container = this.add.container(0, 0);

    const heroMedal = createMedallion(this, width / 2 - 78 * k, baseY, {
      imageId: hero.imageId[gender],
      faction: WARRIOR_CLASSES[hero.warriorClass].faction,
      level: 1,
      rank: 1,
      size,
    });
    const petMedal = createMedallion(this, width / 2 + 118 * k, baseY + 36 * k, {
      imageId: pet.imageId,
      faction: WARRIOR_CLASSES[pet.warriorClass].faction,
      level: 1,
      rank: 1,
      size: 124 * k,
    });
    const label = (x: number, y: number, text: string, fontSize: number) =>
      this.add
        .text(x, y, text, {
          fontFamily: FONT_TITLE,
          fontStyle: 'bold',
          fontSize: `${Math.round(fontSize * Math.max(k, 0.75 * u))}px`,
          color: palette.goldLight,
          stroke: palette.ink,
          strokeThickness: Math.max(2, Math.round(4 * u)),
          shadow: { offsetY: 2, color: '#000', blur: 4, fill: true },
        })
        .setOrigin(0.5, 0);
    container.add([
      petMedal,
      heroMedal,
      label(width / 2 - 78 * k, baseY + 100 * k, i18n.t(`characterSelection.character.${character}.${gender}`), 26),
      label(width / 2 + 118 * k, baseY + 108 * k, i18n.t(`characterSelection.companion.${companion}.name`), 21),
    ]);
    breathe(this, heroMedal);
    breathe(this, petMedal, 500);
    if (pop) {
      container.setAlpha(0);
      this.tweens.add({ targets: container, alpha: 1, duration: 220, ease: 'Sine.easeOut' });
      heroMedal.setScale(0.85);
      this.tweens.add({ targets: heroMedal, scale: 1, duration: 260, ease: 'Back.easeOut' });
    }
    this.preview = container;
  }
}
