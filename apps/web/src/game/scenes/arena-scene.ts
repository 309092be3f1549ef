import Phaser from 'phaser';
import { LEAGUES } from '@rol/rules/arena/leagues';
import { WARRIOR_CLASSES, isWarriorClass } from '@rol/rules/content/warrior-classes';
import type { ArenaOpponentDto } from '@rol/protocol/arena-routes';
import { i18n } from '../../i18n/instance.ts';
import { arenaSceneStore } from '../../stores/arena-scene-store.ts';
import { colorNumber, palette } from '../../theme/palette.ts';
import { breathe, createMedallion } from '../art/medallion.ts';
import { FONT_TITLE, iconKey } from '../art/texture-keys.ts';
import { BIOMES } from '../biomes.ts';
import { GameScene } from '../game-scene.ts';
import { emblemSpots, LEAGUE_LOOKS, squadSpots, type Spot } from '../arena/arena-layout.ts';
import { addAmbientParticles, drawBackdrop } from './scene-backdrop.ts';

/** The arena stands in the mountains' dusk, whatever stair the player has reached. */
const ARENA_BIOME = BIOMES.find((b) => b.id === 'mountains') ?? BIOMES[0]!;

/**
 * §2 arena scene (docs/arena.md, "The arena scene"): the nine league emblems rising from novice to
 * champions with the player's own league lit and their seat under it, and on the sand the squads of
 * the opponents on offer, each with its owner's name and seat. A tap on a squad reports
 * `arena:opponent-tap`; the arena feature (React) fills `arenaSceneStore` and owns every call.
 */
export default class ArenaScene extends GameScene {
  constructor() {
    super('Arena');
  }

  protected override subscribe(): void {
    const off = arenaSceneStore.subscribe(() => this.redraw());
    this.onShutdown(off);
  }

  protected draw(): void {
    const { width, height } = this.scale;
    const u = this.unit;
    drawBackdrop(this, ARENA_BIOME, height * 0.34, 0);
    addAmbientParticles(this, ARENA_BIOME);
    this.drawSand(width, height, u);
    const { standing, opponents } = arenaSceneStore.getState();
    this.drawEmblems(
      standing?.league ?? null,
      standing ? i18n.t('arena.position', { position: standing.position, total: standing.total }) : '',
      u,
    );
    const squads = squadSpots(opponents.length, width, height);
    opponents.forEach((opponent, i) => this.drawSquad(opponent, squads[i]!, u));
    if (standing && opponents.length === 0)
      this.label(width / 2, height * 0.56, i18n.t('arena.noOpponents'), 18 * u, palette.parchment);
  }

  private drawSand(width: number, height: number, u: number): void {
    const g = this.add.graphics();
    g.fillStyle(colorNumber(palette.nightDeep), 0.35).fillRect(0, 0, width, height);
    const cy = height * 0.6;
    // Tiers of stone seats behind the sand, then the sand ring with its painted lines.
    for (let i = 3; i >= 0; i -= 1) {
      g.fillStyle(colorNumber(i % 2 ? palette.stoneDark : palette.stoneDeep), 0.9).fillEllipse(
        width / 2,
        cy - 18 * u * i,
        width * (1.25 + i * 0.07),
        height * (0.5 + i * 0.02),
      );
    }
    g.fillStyle(0xc9a66b, 1).fillEllipse(width / 2, cy, width * 1.12, height * 0.46);
    g.fillStyle(0xb08d55, 0.6).fillEllipse(width / 2, cy + height * 0.02, width * 0.9, height * 0.32);
    g.lineStyle(Math.max(1, 3 * u), colorNumber(palette.goldDark), 0.55).strokeEllipse(
      width / 2,
      cy,
      width * 0.7,
      height * 0.24,
    );
    const torches = [0.06, 0.94];
    for (const t of torches) {
      const glow = this.add
        .image(width * t, cy - height * 0.2, 'glow')
        .setDisplaySize(140 * u, 140 * u)
        .setTint(colorNumber(palette.torch))
        .setAlpha(0.55);
      glow.setBlendMode(Phaser.BlendModes.ADD);
      this.tweens.add({
        targets: glow,
        alpha: 0.3,
        duration: 700 + t * 300,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });
    }
  }

  private drawEmblems(mine: (typeof LEAGUES)[number] | null, seat: string, u: number): void {
    const { width, height } = this.scale;
    const mineIndex = mine ? LEAGUES.indexOf(mine) : -1;
    const spots = emblemSpots(LEAGUES.length, mineIndex, width, height);
    LEAGUES.forEach((league, i) => {
      const spot = spots[i]!;
      const look = LEAGUE_LOOKS[league];
      const lit = i === mineIndex;
      if (lit) {
        const glow = this.add
          .image(spot.x, spot.y, 'glow')
          .setDisplaySize(spot.size * 2.4, spot.size * 2.4)
          .setTint(colorNumber(palette.torch))
          .setAlpha(0.7);
        glow.setBlendMode(Phaser.BlendModes.ADD);
        this.tweens.add({
          targets: glow,
          alpha: 0.35,
          duration: 900,
          yoyo: true,
          repeat: -1,
          ease: 'Sine.easeInOut',
        });
      }
      const g = this.add.graphics();
      g.fillStyle(0x000000, 0.4).fillCircle(spot.x + 2 * u, spot.y + 3 * u, spot.size / 2);
      g.fillStyle(colorNumber(look.color), lit || mineIndex < 0 || i <= mineIndex ? 1 : 0.55).fillCircle(
        spot.x,
        spot.y,
        spot.size / 2,
      );
      g.lineStyle(
        Math.max(2, spot.size * 0.08),
        colorNumber(lit ? palette.goldLight : palette.goldDark),
        1,
      ).strokeCircle(spot.x, spot.y, spot.size / 2);
      this.add
        .image(spot.x, spot.y, iconKey(look.icon))
        .setDisplaySize(spot.size * 0.56, spot.size * 0.56)
        .setTint(colorNumber(palette.ink))
        .setAlpha(0.8);
    });
    if (mineIndex >= 0 && mine) {
      const spot = spots[mineIndex]!;
      const x = Math.min(width - 90 * u, Math.max(90 * u, spot.x));
      this.label(
        x,
        spot.y + spot.size * 0.5 + 14 * u,
        i18n.t(`arena.league.${mine}`),
        20 * u,
        palette.goldLight,
      );
      this.label(width / 2, height * 0.31, seat, 18 * u, palette.parchment);
    }
    this.label(width / 2, height * 0.055, i18n.t('arena.title'), 28 * u, palette.goldLight);
  }

  private drawSquad(
    opponent: ArenaOpponentDto,
    cell: ReturnType<typeof squadSpots>[number],
    u: number,
  ): void {
    const { stand } = cell;
    const plinth = this.add.graphics();
    plinth
      .fillStyle(colorNumber(palette.stoneDeep), 0.55)
      .fillEllipse(stand.x, stand.y + stand.size * 0.16, stand.size * 0.95, stand.size * 0.34);
    plinth
      .lineStyle(Math.max(1, 2 * u), colorNumber(LEAGUE_LOOKS[opponent.league].color), 0.9)
      .strokeEllipse(stand.x, stand.y + stand.size * 0.16, stand.size * 0.95, stand.size * 0.34);
    const heroes = opponent.defence.slice(0, 6);
    cell.heroes(heroes.length).forEach((spot: Spot, i) => {
      const hero = heroes[i]!;
      const medal = createMedallion(this, spot.x, spot.y, {
        imageId: hero.imageId,
        faction: isWarriorClass(hero.warriorClass) ? WARRIOR_CLASSES[hero.warriorClass].faction : 'none',
        level: hero.level,
        rank: hero.rank,
        size: spot.size,
      });
      breathe(this, medal, i * 180);
    });
    const nameY = stand.y + stand.size * 0.34;
    this.label(stand.x, nameY, opponent.nickname, 17 * u, palette.parchment);
    this.label(
      stand.x,
      nameY + 20 * u,
      i18n.t('arena.seat', { position: opponent.position }),
      15 * u,
      palette.goldLight,
    );
    const zone = this.add
      .rectangle(stand.x, stand.y, stand.size, stand.size * 0.9, 0x000000, 0.001)
      .setInteractive({ useHandCursor: true });
    zone.on('pointerup', () => {
      if (!this.services.inputBlocked())
        this.services.bus.emit('arena:opponent-tap', { playerId: opponent.playerId });
    });
  }

  private label(x: number, y: number, text: string, size: number, color: string): Phaser.GameObjects.Text {
    return this.add
      .text(x, y, text, {
        fontFamily: FONT_TITLE,
        fontStyle: 'bold',
        fontSize: `${Math.round(size)}px`,
        color,
        stroke: palette.ink,
        strokeThickness: Math.max(2, Math.round(size / 5)),
      })
      .setOrigin(0.5);
  }
}
