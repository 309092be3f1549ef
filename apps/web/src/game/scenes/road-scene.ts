import Phaser from 'phaser';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import type { RoadSceneData } from '../../events/game-events.ts';
import { i18n } from '../../i18n/instance.ts';
import { playerStore } from '../../stores/player-store.ts';
import { colorNumber, palette } from '../../theme/palette.ts';
import { biomeForStair, stairOffsetX, visibleStairs } from '../biomes.ts';
import { breathe, createMedallion } from '../art/medallion.ts';
import { FONT_TITLE, iconKey } from '../art/texture-keys.ts';
import { decorativeParticles } from '../effects.ts';
import { GameScene } from '../game-scene.ts';
import { squadOrder, squadSpots } from '../road-layout.ts';
import { addAmbientParticles, drawBackdrop } from './scene-backdrop.ts';

/** Vertical distance between stairs, reference pixels. */
const STAIR_STEP = 84;
/** Where the player's stair sits, as a share of the screen height. */
const PLAYER_Y = 0.68;
const STAIRS_BELOW = 3;
const LOOK_AHEAD_STAIRS = 10;

/** What the road draws from the player: redraws happen only when one of these changes. */
function roadSignature(info: PlayerInfoDto | null): string {
  if (!info) return '';
  const p = info.player;
  const squad = p.creatures.map((c) => `${c.id}:${c.imageId}:${c.level}:${c.rank}:${c.slot}:${c.inSquad}`).join(',');
  return `${p.stair}|${p.battleStair}|${squad}`;
}

/**
 * §2 road scene (walking and places arrive with issue 3): the vertical stone stairs with their
 * numbers around the player's stair, the squad's medallions on it, biome backdrop and particles.
 * Drag or scroll to look along the road.
 */
export default class RoadScene extends GameScene<RoadSceneData> {
  private signature = '';
  private introPlayed = false;

  constructor() {
    super('Road');
  }

  protected override subscribe(): void {
    this.introPlayed = !this.startData.firstStart;
    this.signature = roadSignature(playerStore.getState().info);
    const offStore = playerStore.subscribe((state) => {
      const next = roadSignature(state.info);
      if (next !== this.signature) {
        this.signature = next;
        this.redraw();
      }
    });
    const onLang = () => this.redraw();
    i18n.on('languageChanged', onLang);
    this.onShutdown(() => {
      offStore();
      i18n.off('languageChanged', onLang);
    });
    this.enableLook();
  }

  protected draw(): void {
    const info = playerStore.getState().info;
    if (!info) throw new Error('the road needs a loaded player');
    const { height } = this.scale;
    const u = this.unit;
    const player = info.player;
    const biome = biomeForStair(player.stair);
    const playerY = height * PLAYER_Y;
    const horizon = height * 0.42;
    drawBackdrop(this, biome, horizon);

    const stairs = visibleStairs(player.stair, STAIRS_BELOW, Math.ceil(playerY / (STAIR_STEP * u)) + LOOK_AHEAD_STAIRS);
    this.drawPath(stairs, player.stair, playerY);
    for (const stair of stairs) this.drawStair(stair, player.stair, player.battleStair, playerY);
    this.drawSquad(info, playerY);
    this.drawPlayerPlaque(player.stair, playerY);
    this.drawForeground();
    addAmbientParticles(this, biome).setDepth(5000);

    if (!this.introPlayed) {
      this.introPlayed = true;
      this.playIntro(playerY);
    }
  }

  private stairPosition(stair: number, playerStair: number, playerY: number): { x: number; y: number; scale: number } {
    const { width, height } = this.scale;
    const u = this.unit;
    const y = playerY - (stair - playerStair) * STAIR_STEP * u;
    // Stairs further up the road look a little smaller.
    const scale = Phaser.Math.Clamp(0.72 + 0.28 * (y / height), 0.55, 1.08);
    return { x: width / 2 + stairOffsetX(stair) * u * scale, y, scale };
  }

  private drawStair(stair: number, playerStair: number, battleStair: number, playerY: number): void {
    const u = this.unit;
    const { x, y, scale } = this.stairPosition(stair, playerStair, playerY);
    const depth = 1000 + y;
    const isPlayer = stair === playerStair;
    const slabWidth = 300 * u * scale;
    const slabHeight = 94 * u * scale;

    if (isPlayer) {
      this.add.image(x, y, 'glow').setDisplaySize(slabWidth * 1.9, slabHeight * 3).setTint(colorNumber(palette.torch)).setAlpha(0.4).setBlendMode(Phaser.BlendModes.ADD).setDepth(depth - 1);
    }
    const slab = this.add.image(x, y, 'slab').setDisplaySize(slabWidth, slabHeight).setDepth(depth);
    if (isPlayer) slab.setTint(0xffe6c2);

    const numberStyle: Phaser.Types.GameObjects.Text.TextStyle = {
      fontFamily: FONT_TITLE,
      fontStyle: 'bold',
      fontSize: `${Math.round(26 * u * scale)}px`,
      color: '#3a352c',
      shadow: { offsetY: 1, color: 'rgba(255,248,225,0.45)', blur: 0, fill: true },
    };
    if (!isPlayer) this.add.text(x, y - slabHeight * 0.14, String(stair), numberStyle).setOrigin(0.5).setDepth(depth + 1);

    if (stair === battleStair && stair > playerStair) {
      this.add.image(x, y - slabHeight * 0.2, 'glow').setDisplaySize(slabWidth * 0.9, slabHeight * 2).setTint(colorNumber(palette.bloodLight)).setAlpha(0.45).setBlendMode(Phaser.BlendModes.ADD).setDepth(depth + 0.5);
      this.add.image(x + slabWidth * 0.36, y - slabHeight * 0.22, iconKey('crossed-swords')).setDisplaySize(40 * u * scale, 40 * u * scale).setTint(colorNumber(palette.bloodLight)).setDepth(depth + 1);
    }

    if (stair % 5 === 0) this.drawTorch(stair % 10 === 0 ? x - slabWidth * 0.62 : x + slabWidth * 0.62, y, scale, depth);
  }

  /** The worn earth path the steps are set in, one continuous ribbon from stair to stair. */
  private drawPath(stairs: number[], playerStair: number, playerY: number): void {
    const u = this.unit;
    const points = stairs.map((stair) => this.stairPosition(stair, playerStair, playerY));
    const bottom = this.stairPosition((stairs[0] ?? 0) - 6, playerStair, playerY);
    points.unshift(bottom);
    const path = this.add.graphics().setDepth(900);
    const edge = (sign: number, widen: number) =>
      points.map((p) => new Phaser.Math.Vector2(p.x + sign * 300 * u * p.scale * widen, p.y));
    const outline = (widen: number) => [...edge(-1, widen), ...edge(1, widen).reverse()];
    path.fillStyle(0x2f281e, 1);
    path.fillPoints(outline(0.6), true);
    path.lineStyle(6 * u, 0x16120d, 0.9);
    path.strokePoints(outline(0.6), true);
  }

  /** The player's stair number on a gold plaque in front of the squad. */
  private drawPlayerPlaque(playerStair: number, playerY: number): void {
    const u = this.unit;
    const { x, scale } = this.stairPosition(playerStair, playerStair, playerY);
    const y = playerY + 30 * u * scale;
    const text = this.add
      .text(x, y, String(playerStair), {
        fontFamily: FONT_TITLE,
        fontStyle: 'bold',
        fontSize: `${Math.round(24 * u)}px`,
        color: '#3a2406',
      })
      .setOrigin(0.5)
      .setDepth(4601);
    const w = Math.max(54 * u, text.width + 28 * u);
    const h = 34 * u;
    const plaque = this.add.graphics().setDepth(4600);
    plaque.fillStyle(0x2b1a06, 1);
    plaque.fillRoundedRect(x - w / 2 - 3 * u, y - h / 2 - 3 * u, w + 6 * u, h + 6 * u, 10 * u);
    plaque.fillGradientStyle(0xfff0b8, 0xfff0b8, 0xb07b22, 0xb07b22, 1);
    plaque.fillRoundedRect(x - w / 2, y - h / 2, w, h, 8 * u);
    this.add.image(x, y, 'glow').setDisplaySize(w * 2.4, h * 3).setTint(colorNumber(palette.torch)).setAlpha(0.35).setBlendMode(Phaser.BlendModes.ADD).setDepth(4599);
  }

  /** Dark pines framing the bottom corners. */
  private drawForeground(): void {
    const { width, height } = this.scale;
    const u = this.unit;
    for (const side of [-1, 1]) {
      this.add
        .image(width / 2 + side * width * 0.62, height + 30 * u, 'forest')
        .setOrigin(0.5, 1)
        .setDisplaySize(width * 0.75, 210 * u)
        .setTint(0x050a08)
        .setFlipX(side > 0)
        .setScrollFactor(1.15)
        .setDepth(4800);
    }
  }

  private drawTorch(x: number, y: number, scale: number, depth: number): void {
    const u = this.unit * scale;
    const post = this.add.graphics().setDepth(depth - 0.2);
    post.fillStyle(0x2a1c10, 1);
    post.fillRoundedRect(x - 4 * u, y - 64 * u, 8 * u, 70 * u, 3 * u);
    post.fillStyle(0x4a4740, 1);
    post.fillRoundedRect(x - 9 * u, y - 70 * u, 18 * u, 9 * u, 3 * u);
    const glow = this.add.image(x, y - 80 * u, 'glow').setDisplaySize(150 * u, 150 * u).setTint(colorNumber(palette.torch)).setAlpha(0.5).setBlendMode(Phaser.BlendModes.ADD).setDepth(depth - 0.1);
    const flame = this.add.image(x, y - 82 * u, 'glow').setDisplaySize(22 * u, 34 * u).setTint(0xffd27a).setBlendMode(Phaser.BlendModes.ADD).setDepth(depth + 0.2);
    this.tweens.add({ targets: [glow, flame], alpha: { from: 0.95, to: 0.55 }, duration: 140 + (Math.abs(x) % 80), yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    if (!decorativeParticles()) return;
    this.add
      .particles(x, y - 86 * u, 'spark', {
        speedY: { min: -60 * u, max: -25 * u },
        speedX: { min: -10 * u, max: 10 * u },
        lifespan: 900,
        scale: { start: 0.45 * u, end: 0 },
        tint: [0xffc46b, 0xff7b2e],
        blendMode: Phaser.BlendModes.ADD,
        frequency: 160,
      })
      .setDepth(depth + 0.3);
  }

  private drawSquad(info: PlayerInfoDto, playerY: number): void {
    const u = this.unit;
    const player = info.player;
    const { x: stairX } = this.stairPosition(player.stair, player.stair, playerY);
    const squad = squadOrder(player.creatures);
    const spots = squadSpots(squad.length);
    // Back rows first so the leader stands in front.
    const order = squad.map((creature, i) => ({ creature, spot: spots[i]! })).reverse();
    order.forEach(({ creature, spot }, i) => {
      const medal = createMedallion(this, stairX + spot.x * u, playerY + spot.y * u, {
        imageId: creature.imageId,
        faction: creature.faction,
        level: creature.level,
        rank: creature.rank,
        size: spot.size * u,
      });
      medal.setDepth(3000 + playerY + spot.y * u + i);
      breathe(this, medal, i * 280);
    });
  }

  private playIntro(playerY: number): void {
    const { width } = this.scale;
    const u = this.unit;
    const camera = this.cameras.main;
    camera.setScroll(0, -STAIR_STEP * u * 5);
    this.tweens.add({ targets: camera, scrollY: 0, duration: 1400, ease: 'Cubic.easeInOut' });
    const banner = this.add
      .text(width / 2, playerY - 260 * u, i18n.t('road.firstStart'), {
        fontFamily: FONT_TITLE,
        fontStyle: 'bold',
        fontSize: `${Math.round(30 * u)}px`,
        color: palette.goldLight,
        stroke: palette.ink,
        strokeThickness: Math.max(3, Math.round(6 * u)),
        align: 'center',
        wordWrap: { width: width * 0.86 },
        shadow: { offsetY: 3, color: '#000', blur: 8, fill: true },
      })
      .setOrigin(0.5)
      .setAlpha(0)
      .setDepth(5500);
    this.tweens.chain({
      targets: banner,
      tweens: [
        { alpha: 1, y: banner.y - 12 * u, duration: 700, delay: 900, ease: 'Sine.easeOut' },
        { alpha: 0, duration: 900, delay: 2200, ease: 'Sine.easeIn' },
      ],
    });
  }

  /** Drag (touch or mouse) and the wheel look along the road; releasing springs back to the squad. */
  private enableLook(): void {
    const camera = this.cameras.main;
    const limits = () => ({ min: -STAIR_STEP * this.unit * 9, max: STAIR_STEP * this.unit * 2 });
    let dragStartY = 0;
    let scrollStart = 0;
    let springBack: Phaser.Time.TimerEvent | null = null;
    const scheduleSpringBack = () => {
      springBack?.remove();
      springBack = this.time.delayedCall(1800, () => this.tweens.add({ targets: camera, scrollY: 0, duration: 600, ease: 'Cubic.easeOut' }));
    };
    this.input.on(Phaser.Input.Events.POINTER_DOWN, (pointer: Phaser.Input.Pointer) => {
      dragStartY = pointer.y;
      scrollStart = camera.scrollY;
      springBack?.remove();
      this.tweens.killTweensOf(camera);
    });
    this.input.on(Phaser.Input.Events.POINTER_MOVE, (pointer: Phaser.Input.Pointer) => {
      if (!pointer.isDown) return;
      const { min, max } = limits();
      camera.scrollY = Phaser.Math.Clamp(scrollStart - (pointer.y - dragStartY), min, max);
    });
    this.input.on(Phaser.Input.Events.POINTER_UP, scheduleSpringBack);
    this.input.on(Phaser.Input.Events.POINTER_WHEEL, (_p: Phaser.Input.Pointer, _o: unknown, _dx: number, dy: number) => {
      const { min, max } = limits();
      this.tweens.killTweensOf(camera);
      camera.scrollY = Phaser.Math.Clamp(camera.scrollY + dy * 0.6, min, max);
      scheduleSpringBack();
    });
  }
}
