import Phaser from 'phaser';
import type { SnowPlaceDto, SnowWorldDto } from '@rol/protocol/snow-world-routes';
import { heroIcon } from '../../art/hero-art.ts';
import type { IconName } from '../../art/icons.ts';
import { playerStore } from '../../stores/player-store.ts';
import { snowStore } from '../../stores/snow-store.ts';
import { colorNumber, palette } from '../../theme/palette.ts';
import { BIOMES } from '../biomes.ts';
import { FONT_TITLE, iconKey } from '../art/texture-keys.ts';
import { GameScene } from '../game-scene.ts';
import { createSquadAvatar } from '../road/road-painter.ts';
import { addAmbientParticles, drawBackdrop } from './scene-backdrop.ts';
import { snowLedges, snowSignature, type SnowInsets, type SnowLedge } from './snow-layout.ts';

const SNOW_BIOME = BIOMES.find((biome) => biome.id === 'snow')!;
const DEFAULT_INSETS: SnowInsets = { top: 0.14, bottom: 0.3 };
/** The drawing of a place, before and after it is done. */
const PLACE_ICON: Record<SnowPlaceDto['kind'], IconName> = { RESOURCE: 'crystal-growth', CHEST: 'locked-chest', MONSTER: 'ice-golem' };
const DONE_ICON: Record<SnowPlaceDto['kind'], IconName> = { RESOURCE: 'crystal-growth', CHEST: 'open-chest', MONSTER: 'ice-golem' };
const RING: Record<SnowPlaceDto['kind'], number> = { RESOURCE: 0x7cc8ff, CHEST: colorNumber(palette.gold), MONSTER: colorNumber(palette.bloodLight) };
const WALK_MS = 420;

/**
 * The snow world's own scene (§1, §4): a mountain of snow stairs under falling snow, each with its
 * place (a resource, a chest, snow monsters), the squad standing on the hero's stair. Tapping a stair
 * tells the snow world's controls (`snow:tap`); the scene follows the visit in the snow store, walking
 * the squad up when the hero climbs.
 */
export default class SnowWorldScene extends GameScene {
  private insets: SnowInsets = DEFAULT_INSETS;
  private signature = '';
  private shownStair = 0;
  private avatar: Phaser.GameObjects.Container | null = null;
  private ledges: SnowLedge[] = [];

  protected override iconTextures(): readonly IconName[] {
    const heroes = (playerStore.getState().info?.player.creatures ?? []).map((c) => heroIcon(c.imageId));
    return [...new Set<IconName>([...Object.values(PLACE_ICON), ...Object.values(DONE_ICON), ...heroes])];
  }

  protected override subscribe(): void {
    const { bus } = this.services;
    this.insets = bus.last('ui:insets') ?? DEFAULT_INSETS;
    this.signature = snowSignature(snowStore.getState().world);
    const offInsets = bus.on('ui:insets', (insets) => {
      const changed = Math.abs(insets.top - this.insets.top) + Math.abs(insets.bottom - this.insets.bottom) > 0.005;
      this.insets = insets;
      if (changed) this.redraw();
    });
    const offWorld = snowStore.subscribe(({ world }) => {
      const next = snowSignature(world);
      if (next !== this.signature) {
        this.signature = next;
        this.redraw();
      } else if (world && world.stair !== this.shownStair) {
        this.walkTo(world.stair);
      }
    });
    this.onShutdown(() => {
      offInsets();
      offWorld();
    });
  }

  protected draw(): void {
    const { width, height } = this.scale;
    const unit = this.unit;
    drawBackdrop(this, SNOW_BIOME, height * 0.62, 0);
    addAmbientParticles(this, SNOW_BIOME);
    const world = snowStore.getState().world;
    if (!world) return;
    this.ledges = snowLedges(world.stairs, width, height, this.insets, unit);
    this.drawTrail(unit);
    for (const ledge of this.ledges) this.drawLedge(ledge, world, unit);
    this.drawSquad(world, unit);
  }

  /** Footprints in the snow from each stair to the next. */
  private drawTrail(unit: number): void {
    const trail = this.add.graphics().setDepth(1);
    for (let i = 1; i < this.ledges.length; i += 1) {
      const a = this.ledges[i - 1]!;
      const b = this.ledges[i]!;
      const prints = Math.max(2, Math.round(Math.hypot(b.x - a.x, b.y - a.y) / (14 * unit)));
      for (let k = 1; k < prints; k += 1) {
        const f = k / prints;
        const side = k % 2 === 0 ? 1 : -1;
        trail.fillStyle(0x9fb4d8, 0.55);
        trail.fillEllipse(a.x + (b.x - a.x) * f + side * 3 * unit, a.y + (b.y - a.y) * f, 5 * unit, 3 * unit);
      }
    }
  }

  private drawLedge(ledge: SnowLedge, world: SnowWorldDto, unit: number): void {
    const place = world.places[ledge.stair - 1];
    const { x, y, size } = ledge;
    const here = ledge.stair === world.stair;
    const next = ledge.stair === world.stair + 1;
    this.add.ellipse(x, y + size * 0.42, size * 2.1, size * 0.55, 0x1f2d47, 0.45).setDepth(2);
    this.add.ellipse(x, y + size * 0.34, size * 1.9, size * 0.5, colorNumber(palette.snow), 1).setDepth(3);
    if (here || next) {
      const glow = this.add
        .image(x, y, 'glow')
        .setDisplaySize(size * 2.4, size * 2.4)
        .setTint(here ? colorNumber(palette.goldLight) : 0xbfe3ff)
        .setAlpha(here ? 0.55 : 0.35)
        .setBlendMode(Phaser.BlendModes.ADD)
        .setDepth(3);
      if (next) this.tweens.add({ targets: glow, alpha: 0.7, duration: 900, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    }
    if (place) {
      const done = place.done;
      this.add.circle(x, y, size * 0.5, 0x15234a, done ? 0.55 : 0.9).setStrokeStyle(3 * unit, RING[place.kind], done ? 0.4 : 1).setDepth(4);
      this.add
        .image(x, y, iconKey(done ? DONE_ICON[place.kind] : PLACE_ICON[place.kind]))
        .setDisplaySize(size * 0.78, size * 0.78)
        .setAlpha(done ? 0.4 : 1)
        .setDepth(5);
      if (done)
        this.add
          .text(x + size * 0.38, y - size * 0.34, '✓', { fontFamily: FONT_TITLE, fontSize: `${Math.round(size * 0.42)}px`, color: '#9be37a', stroke: '#0b1020', strokeThickness: Math.max(2, Math.round(3 * unit)) })
          .setOrigin(0.5)
          .setDepth(6);
    }
    this.add
      .text(x - size * 0.78, y + size * 0.3, String(ledge.stair), { fontFamily: FONT_TITLE, fontStyle: 'bold', fontSize: `${Math.round(Math.max(12 * unit, size * 0.3))}px`, color: '#1f2d47' })
      .setOrigin(0.5)
      .setDepth(6);
    // The tap area: the whole ledge (nearly transparent: an invisible object takes no input).
    const zone = this.add.rectangle(x, y, size * 2, size * 1.4, 0xffffff, 0.001).setInteractive({ useHandCursor: true }).setDepth(7);
    zone.on('pointerup', () => {
      if (!this.services.inputBlocked()) this.services.bus.emit('snow:tap', { stair: ledge.stair });
    });
  }

  private squadPoint(stair: number): { x: number; y: number } {
    const ledge = this.ledges[Math.max(0, stair - 1)];
    if (!ledge) return { x: this.scale.width / 2, y: this.scale.height / 2 };
    // Beside the place, on the ledge's snow, so the place stays readable.
    const side = ledge.x > this.scale.width / 2 ? -1 : 1;
    return { x: ledge.x + side * ledge.size * 1.35, y: ledge.y + ledge.size * 0.35 };
  }

  private drawSquad(world: SnowWorldDto, unit: number): void {
    const creatures = playerStore.getState().info?.player.creatures ?? [];
    const scale = Math.min(0.8, (this.ledges[0]?.size ?? 40 * unit) / (60 * unit));
    const avatar = createSquadAvatar(this, creatures, unit * scale).setDepth(8);
    const point = this.squadPoint(world.stair);
    avatar.setPosition(point.x, point.y);
    this.avatar = avatar;
    this.shownStair = world.stair;
  }

  /** The squad walks from its stair to the new one. */
  private walkTo(stair: number): void {
    const avatar = this.avatar;
    this.shownStair = stair;
    if (!avatar) return;
    const point = this.squadPoint(stair);
    this.tweens.add({ targets: avatar, x: point.x, y: point.y, duration: WALK_MS, ease: 'Sine.easeInOut' });
  }
}
