import type Phaser from 'phaser';
import type { BuildingType } from '@rol/rules/clans/clan-buildings';
import type { IconName } from '../../art/icons.ts';
import type { ClanSceneView } from '../../events/game-events.ts';
import { colorNumber, palette } from '../../theme/palette.ts';
import { createBuilding } from '../clan/clan-building-view.ts';
import { CLAN_SCENE_ICONS } from '../clan/clan-icons.ts';
import { buildingTapBox, clanViewSignature, clanYard, themeBiome, themeColor, type ClanInsets } from '../clan/clan-layout.ts';
import { GameScene } from '../game-scene.ts';
import { addAmbientParticles, drawBackdrop } from './scene-backdrop.ts';

/** The clan layer covers a top bar and a bottom bar until it reports its own insets. */
const DEFAULT_INSETS: ClanInsets = { top: 0.1, bottom: 0.12 };

/**
 * §2 clan scene (docs/clans.md, "The clan scene"): the clan's yard under a sky of its theme, the
 * hall of fame on top and the four other buildings below it, each with its level and any upgrade
 * in progress. The clan layer (React) sends what to draw (`clan:view`) and the space its bars leave
 * free (`ui:insets`); a tapped building reports `clan:building-tap` and the layer opens its panel.
 */
export default class ClanScene extends GameScene {
  private view: ClanSceneView | null = null;
  private insets: ClanInsets = DEFAULT_INSETS;
  private signature = '';
  private readonly spots = new Map<BuildingType, Phaser.GameObjects.Container>();

  constructor() {
    super('Clan');
  }

  protected override iconTextures(): readonly IconName[] {
    return CLAN_SCENE_ICONS;
  }

  protected override subscribe(): void {
    const { bus } = this.services;
    this.view = bus.last('clan:view') ?? null;
    this.signature = clanViewSignature(this.view);
    this.insets = bus.last('ui:insets') ?? DEFAULT_INSETS;
    const offView = bus.on('clan:view', (view) => {
      this.view = view;
      const next = clanViewSignature(view);
      if (next === this.signature) return;
      this.signature = next;
      this.redraw();
    });
    const offInsets = bus.on('ui:insets', (insets) => {
      const changed = Math.abs(insets.top - this.insets.top) + Math.abs(insets.bottom - this.insets.bottom) > 0.005;
      this.insets = insets;
      if (changed) this.redraw();
    });
    this.onShutdown(() => {
      offView();
      offInsets();
    });
  }

  protected draw(): void {
    const { width, height } = this.scale;
    const u = this.unit;
    const theme = this.view?.theme ?? 1;
    const biome = themeBiome(theme);
    const yard = clanYard(width, height, this.insets, u);
    const horizon = yard.HALL_OF_FAME.y - yard.HALL_OF_FAME.size * 0.3;
    drawBackdrop(this, biome, horizon, 0);
    this.add.rectangle(0, 0, width, height, colorNumber(palette.nightDeep), 0.2).setOrigin(0);
    // The paved yard: a wide stone ellipse with a road down to the gate.
    const ground = this.add.graphics();
    const yardTop = horizon + 10 * u;
    const yardBottom = height * (1 - Math.min(0.5, this.insets.bottom)) + 20 * u;
    ground.fillStyle(colorNumber(palette.stoneDeep), 0.85).fillEllipse(width / 2, (yardTop + yardBottom) / 2, width * 1.15, yardBottom - yardTop);
    ground.fillStyle(colorNumber(palette.stoneDark), 0.6).fillEllipse(width / 2, (yardTop + yardBottom) / 2, width * 0.95, (yardBottom - yardTop) * 0.86);
    ground.fillStyle(colorNumber(palette.parchmentEdge), 0.18).fillRect(width / 2 - 26 * u, yard.HALL_OF_FAME.y, 52 * u, height - yard.HALL_OF_FAME.y);
    addAmbientParticles(this, biome);
    this.spots.clear();
    if (!this.view) return;
    const banner = colorNumber(themeColor(theme));
    for (const building of this.view.buildings) {
      const spot = yard[building.type];
      if (!spot) continue;
      const container = createBuilding(this, spot, building, { banner, unit: u, onTap: () => this.tap(building.type) });
      this.spots.set(building.type, container);
    }
    // The layer lays its accessible buttons over the buildings (the tap box of each).
    this.services.bus.emit('clan:spots', {
      spots: this.view.buildings.map(({ type }) => {
        const { x, y, size } = yard[type];
        const box = buildingTapBox(size, u);
        return { type, x: (x + box.x) / width, y: (y + box.y) / height, width: box.width / width, height: box.height / height };
      }),
    });
  }

  /** A tapped building bounces and the layer opens its panel. */
  private tap(type: BuildingType): void {
    if (this.services.inputBlocked()) return;
    const container = this.spots.get(type);
    if (container) this.tweens.add({ targets: container, scaleY: { from: 0.94, to: 1 }, scaleX: { from: 1.04, to: 1 }, duration: 260, ease: 'Back.easeOut' });
    this.services.bus.emit('clan:building-tap', { type });
  }
}
