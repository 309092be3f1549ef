import type Phaser from 'phaser';
import type { PlaceDto } from '@rol/protocol/place-dto';
import { ARTIFACTS, isArtifactId } from '@rol/rules/content/artifacts';
import { placeLook, placeState, type PlaceState } from '../../art/place-art.ts';
import type { PlaceBox } from '../../stores/road-store.ts';
import { showsArtifactImage } from './place-loading.ts';
import { worldX, worldY } from './road-geometry.ts';
import { createPlaceView, PLACE_BOX_LIFT, placeBoxSize, standingDepth } from './road-painter.ts';

interface PlaceView {
  view: Phaser.GameObjects.Container;
  signature: string;
  state: PlaceState;
}

/** The effect type of an artifact whose image is shown (§9 range), else null: a closed chest. */
function artifactEffect(place: PlaceDto, imageMaxStair: number): string | null {
  if (place.payload.type !== 'ARTIFACT') return null;
  const id = place.payload.artifactId;
  return showsArtifactImage(place.stair, imageMaxStair) && isArtifactId(id) ? ARTIFACTS[id].effectType : null;
}

/** The world y of the top of a place's tap box (the box is lifted above the place's foot). */
export function placeBoxTop(place: PlaceDto, unit: number): number {
  return worldY(place.posY, unit) - (PLACE_BOX_LIFT + placeBoxSize(place.tileSize) / 2) * unit;
}

/**
 * The drawn places of the Road scene: created when they come into view, redrawn when their state
 * changes (a taken resource pops and fades into its spent look), removed when they leave.
 */
export class RoadPlaceViews {
  private readonly views = new Map<number, PlaceView>();

  constructor(private readonly scene: Phaser.Scene) {}

  sync(
    places: ReadonlyMap<number, PlaceDto>,
    view: { from: number; to: number; force: boolean; unit: number; imageMaxStair: number; fieldTopY?: number },
  ): void {
    // A place whose box would reach above the playing field's top (under the HUD) is not drawn.
    const outside = (place: PlaceDto) =>
      place.posY < view.from ||
      place.posY > view.to ||
      (view.fieldTopY !== undefined && placeBoxTop(place, view.unit) < view.fieldTopY);
    for (const [id, drawn] of this.views) {
      const place = places.get(id);
      if (!place || outside(place)) {
        drawn.view.destroy();
        this.views.delete(id);
      }
    }
    for (const place of places.values()) {
      if (outside(place)) continue;
      const existing = this.views.get(place.id);
      if (existing && !view.force) continue;
      const state = placeState(place);
      const look = placeLook(place, artifactEffect(place, view.imageMaxStair));
      const signature = `${state}|${look.icon}|${place.tileSize}|${place.guard?.members.length ?? 0}`;
      if (existing && existing.signature === signature) continue;
      const container = createPlaceView(this.scene, place, look, state, view.unit);
      container
        .setPosition(worldX(place.posX, place.posY, view.unit), worldY(place.posY, view.unit))
        .setDepth(standingDepth(place.posY));
      if (existing) this.retire(existing, state, container, view.unit);
      this.views.set(place.id, { view: container, signature, state });
    }
  }

  /** Where each visible place is on the page (CSS pixels of the stage). */
  boxes(
    places: ReadonlyMap<number, PlaceDto>,
    camera: { scrollX: number; scrollY: number; zoom: number; height: number; unit: number },
  ): PlaceBox[] {
    const boxes: PlaceBox[] = [];
    for (const [id, drawn] of this.views) {
      const place = places.get(id);
      if (!place) continue;
      const size = placeBoxSize(place.tileSize) * camera.unit;
      const y = drawn.view.y - PLACE_BOX_LIFT * camera.unit - camera.scrollY;
      if (y < -size || y > camera.height + size) continue;
      boxes.push({
        id,
        x: Math.round((drawn.view.x - camera.scrollX) * camera.zoom),
        y: Math.round(y * camera.zoom),
        size: Math.round(size * camera.zoom),
      });
    }
    return boxes;
  }

  /** The old look of a place leaves: a taken resource pops up and fades, anything else just goes. */
  private retire(
    old: PlaceView,
    state: PlaceState,
    replacement: Phaser.GameObjects.Container,
    unit: number,
  ): void {
    if (old.state === 'open' && (state === 'taken' || state === 'used')) {
      replacement.setAlpha(0);
      this.scene.tweens.add({ targets: replacement, alpha: 1, duration: 420, delay: 300 });
      this.scene.tweens.add({
        targets: old.view,
        y: old.view.y - 46 * unit,
        scale: 1.35,
        alpha: 0,
        duration: 520,
        ease: 'Cubic.easeOut',
        onComplete: () => old.view.destroy(),
      });
      return;
    }
    old.view.destroy();
  }
}
