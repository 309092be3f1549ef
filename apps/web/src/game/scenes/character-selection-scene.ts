import Phaser from 'phaser';
import { STARTER_CHARACTERS, STARTER_COMPANIONS, type CharacterChoice } from '@rol/rules/content/starters';
import { WARRIOR_CLASSES } from '@rol/rules/content/warrior-classes';
import { i18n } from '../../i18n/instance.ts';
import { palette } from '../../theme/palette.ts';
import { biomeForStair } from '../biomes.ts';
import { breathe, createMedallion } from '../art/medallion.ts';
import { FONT_TITLE } from '../art/texture-keys.ts';
import { GameScene } from '../game-scene.ts';
import { addAmbientParticles, drawBackdrop } from './scene-backdrop.ts';

const DEFAULT_CHOICE: CharacterChoice = { character: 'knight', gender: 'male', companion: 'wolf' };

/**
 * §2 character selection: a campfire at the start of the road with the chosen hero and companion.
 * The choice itself is made in the DOM panel (React) and arrives here over the bus.
 */
export default class CharacterSelectionScene extends GameScene {
  private choice: CharacterChoice = DEFAULT_CHOICE;
  private preview: Phaser.GameObjects.Container | null = null;

  constructor() {
    super('CharacterSelection');
  }

  protected override subscribe(): void {
    this.choice = this.services.bus.last('character:preview') ?? DEFAULT_CHOICE;
    const off = this.services.bus.on('character:preview', (choice) => {
      this.choice = choice;
      this.drawPreview(true);
    });
    const onLang = () => this.drawPreview(false);
    i18n.on('languageChanged', onLang);
    this.onShutdown(() => {
      off();
      i18n.off('languageChanged', onLang);
    });
  }

  /** The panel covers the lower part of the screen; the scene lives above it. */
  private get stageHeight(): number {
    return this.scale.height * 0.5;
  }

  protected draw(): void {
    const { width } = this.scale;
    const u = this.unit;
    const horizon = this.stageHeight * 0.62;
    drawBackdrop(this, biomeForStair(0), horizon);

    const fireY = this.stageHeight * 0.93;
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
      frequency: 70,
    });
    addAmbientParticles(this, biomeForStair(0));
    this.add.image(width / 2, this.scale.height / 2, 'vignette').setDisplaySize(width * 1.2, this.scale.height * 1.2).setScrollFactor(0).setDepth(1000);
    this.drawPreview(false);
  }

  private drawPreview(pop: boolean): void {
    this.preview?.destroy();
    const { width } = this.scale;
    const u = this.unit;
    const { character, gender, companion } = this.choice;
    const hero = STARTER_CHARACTERS[character];
    const pet = STARTER_COMPANIONS[companion];
    const baseY = this.stageHeight * 0.58;
    const container = this.add.container(0, 0);

    const heroMedal = createMedallion(this, width / 2 - 78 * u, baseY, {
      imageId: hero.imageId[gender],
      faction: WARRIOR_CLASSES[hero.warriorClass].faction,
      level: 1,
      rank: 1,
      size: 176 * u,
    });
    const petMedal = createMedallion(this, width / 2 + 118 * u, baseY + 36 * u, {
      imageId: pet.imageId,
      faction: WARRIOR_CLASSES[pet.warriorClass].faction,
      level: 1,
      rank: 1,
      size: 124 * u,
    });
    const label = (x: number, y: number, text: string, size: number) =>
      this.add
        .text(x, y, text, {
          fontFamily: FONT_TITLE,
          fontStyle: 'bold',
          fontSize: `${Math.round(size * u)}px`,
          color: palette.goldLight,
          stroke: palette.ink,
          strokeThickness: Math.max(2, Math.round(4 * u)),
          shadow: { offsetY: 2, color: '#000', blur: 4, fill: true },
        })
        .setOrigin(0.5, 0);
    container.add([
      petMedal,
      heroMedal,
      label(width / 2 - 78 * u, baseY + 100 * u, i18n.t(`characterSelection.character.${character}.${gender}`), 26),
      label(width / 2 + 118 * u, baseY + 108 * u, i18n.t(`characterSelection.companion.${companion}.name`), 21),
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
