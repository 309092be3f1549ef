import Phaser from 'phaser';
import { stairOfCoordinate } from '@rol/rules/road/coordinates';
import type { RoadSceneData } from '../../events/game-events.ts';
import { i18n } from '../../i18n/instance.ts';
import { playerStore } from '../../stores/player-store.ts';
import { roadStore, roadViewStore, type WalkOrder } from '../../stores/road-store.ts';
import { palette } from '../../theme/palette.ts';
import { biomeForStair, type Biome } from '../biomes.ts';
import { FONT_TITLE } from '../art/texture-keys.ts';
import { GameScene } from '../game-scene.ts';
import { imageMaxStairOf } from '../road/place-loading.ts';
import {
  cameraScrollFor,
  coordinateAtWorldY,
  posXAtWorldX,
  STAIR_PX,
  visibleCoordinates,
  walkDurationMs,
  worldX,
  worldY,
} from '../road/road-geometry.ts';
import { createSquadAvatar, createStairView, DEPTH, standingDepth } from '../road/road-painter.ts';
import { enableRoadInput } from '../road/road-input.ts';
import { RoadPlaceViews } from '../road/place-views.ts';
import { stairColour } from '../road/stair-colour.ts';
import { addAmbientParticles, drawBackdrop } from './scene-backdrop.ts';

/** Coordinates drawn beyond the screen's edges, so nothing pops in at the border. */
const DRAW_MARGIN = 90;

function squadSignature(): string {
  const creatures = playerStore.getState().info?.player.creatures ?? [];
  return creatures
    .map((c) => `${c.id}:${c.imageId}:${c.level}:${c.rank}:${c.slot}:${c.inSquad}:${c.faction}`)
    .join(',');
}

/**
 * §2 road scene: the stairs with their numbers and milestones coloured by §9's stair colour, the
 * places on their plinths by type and state, and the squad walking where the road store sends it
 * (DEFAULT or DOUBLED speed), the camera following. Taps on the road become `road:tap`; the
 * accessible place layer (DOM) handles taps on places from the boxes this scene publishes.
 */
export default class RoadScene extends GameScene<RoadSceneData> {
  private avatar: Phaser.GameObjects.Container | null = null;
  private point = { coordinate: 0, posX: 300 };
  private walkTween: Phaser.Tweens.Tween | null = null;
  private activeWalkSeq = -1;
  private arrivedSeq = -1;
  private stairViews = new Map<number, Phaser.GameObjects.GameObject[]>();
  private placeViews = new RoadPlaceViews(this);
  private look = 0;
  private lastScroll = Number.NaN;
  private boxesSignature = '';
  private drawnBattleStair = -1;
  private biome: Biome | null = null;
  private squad = '';
  private introPlayed = false;
  private introTitle: Phaser.GameObjects.GameObject[] = [];

  constructor() {
    super('Road');
  }

  protected override subscribe(): void {
    this.introPlayed = !this.startData.firstStart;
    this.activeWalkSeq = -1;
    this.arrivedSeq = -1;
    const walk = roadStore.getState().walk;
    const info = playerStore.getState().info;
    this.point = { coordinate: walk?.coordinate ?? info?.player.coordinate ?? 0, posX: walk?.posX ?? 300 };
    if (walk) this.arrivedSeq = walk.seq;
    this.squad = squadSignature();
    const offRoad = roadStore.subscribe((state, previous) => {
      if (state.walk && state.walk !== previous.walk) this.follow(state.walk);
      if (state.places !== previous.places || state.position?.battleStair !== previous.position?.battleStair)
        this.sync(true);
    });
    const offField = roadViewStore.subscribe((state, previous) => {
      if (state.fieldTop === previous.fieldTop) return;
      this.sync(true);
      this.placeIntroTitle();
    });
    const offPlayer = playerStore.subscribe(() => {
      const next = squadSignature();
      if (next !== this.squad) {
        this.squad = next;
        this.buildAvatar();
      }
    });
    this.onShutdown(() => {
      offRoad();
      offField();
      offPlayer();
      this.walkTween = null;
      // The scene object outlives its run: a next run whose first boxes equal the last ones must
      // still publish them, or the place layer stays empty.
      this.boxesSignature = '';
      this.introTitle = [];
      markIntroTitle(null);
      roadViewStore.setState({ boxes: [], avatar: null });
    });
    this.enableInput();
  }

  protected draw(): void {
    const info = playerStore.getState().info;
    if (!info) throw new Error('the road needs a loaded player');
    this.stairViews.clear();
    this.placeViews = new RoadPlaceViews(this);
    this.walkTween = null;
    this.lastScroll = Number.NaN;
    this.drawnBattleStair = -1;
    this.biome = null;
    this.drawScenery();
    this.buildAvatar();
    // A redraw (resize) stops every tween: a walk under way goes on from where the squad stands.
    const walk = roadStore.getState().walk;
    this.activeWalkSeq = this.arrivedSeq;
    if (walk && walk.seq !== this.arrivedSeq) this.follow(walk);
    this.sync(true);
    if (!this.introPlayed) {
      this.introPlayed = true;
      this.playIntro();
    } else if (this.introTitle.length > 0) {
      // A redraw while the first-start title shows (a language switch, a resize) draws it again, in
      // the language now chosen, rather than losing it with the rest of the canvas.
      this.showIntroTitle(false);
    }
  }

  override update(): void {
    this.placeAvatar();
    const scroll = cameraScrollFor(this.point.coordinate, this.unit, this.scale.height) + this.look;
    const camera = this.cameras.main;
    camera.scrollY = scroll;
    // The first frame after a (re)draw has no last scroll (NaN): it syncs too, else no later frame would.
    if (Number.isNaN(this.lastScroll) || Math.abs(scroll - this.lastScroll) > 0.5) {
      this.lastScroll = scroll;
      this.sync(false);
    }
    this.publishBoxes();
  }

  private drawScenery(): void {
    const stair = stairOfCoordinate(this.point.coordinate);
    const biome = biomeForStair(stair);
    this.biome = biome;
    const { width, height } = this.scale;
    const u = this.unit;
    drawBackdrop(this, biome, height * 0.42, 0).setName('backdrop');
    const mist = this.add.graphics().setScrollFactor(0).setDepth(DEPTH.mist).setName('mist');
    const sky = Phaser.Display.Color.HexStringToColor(biome.skyTop).color;
    mist.fillGradientStyle(sky, sky, sky, sky, 0.9, 0.9, 0, 0);
    mist.fillRect(0, 0, width, height * 0.24);
    for (const side of [-1, 1]) {
      this.add
        .image(width / 2 + side * width * 0.66, height + 40 * u, 'forest')
        .setOrigin(0.5, 1)
        .setDisplaySize(width * 0.7, 180 * u)
        .setTint(0x050a08)
        .setFlipX(side > 0)
        .setScrollFactor(0)
        .setDepth(DEPTH.foreground);
    }
    addAmbientParticles(this, biome).setDepth(DEPTH.foreground + 1);
  }

  private buildAvatar(): void {
    const info = playerStore.getState().info;
    this.avatar?.destroy();
    this.avatar = info ? createSquadAvatar(this, info.player.creatures, this.unit) : null;
    this.placeAvatar();
  }

  private placeAvatar(bob = 0): void {
    if (!this.avatar) return;
    const u = this.unit;
    this.avatar.setPosition(
      worldX(this.point.posX, this.point.coordinate, u),
      worldY(this.point.coordinate, u) - bob * u,
    );
    this.avatar.setDepth(standingDepth(this.point.coordinate) + 0.5);
  }

  /** Walks (or jumps) to a new order of the road store, then reports the arrival. */
  private follow(walk: WalkOrder): void {
    if (walk.seq === this.activeWalkSeq) return;
    this.activeWalkSeq = walk.seq;
    this.walkTween?.stop();
    this.walkTween = null;
    const mode = playerStore.getState().info?.player.moveSpeedMode ?? 'DEFAULT_MODE';
    const from = { ...this.point };
    const duration = walk.instant ? 0 : walkDurationMs(from, walk, mode);
    if (duration === 0) {
      this.point = { coordinate: walk.coordinate, posX: walk.posX };
      this.placeAvatar();
      this.arrive(walk.seq);
      return;
    }
    const progress = { t: 0 };
    const steps = Math.max(1, Math.round(duration / 260));
    // The squad leans a little into the direction it walks (mirroring would mirror the level digits).
    const lean = walk.posX < from.posX - 4 ? -0.07 : walk.posX > from.posX + 4 ? 0.07 : 0;
    this.avatar?.setRotation(lean);
    this.walkTween = this.tweens.add({
      targets: progress,
      t: 1,
      duration,
      ease: 'Sine.easeInOut',
      onUpdate: () => {
        this.point = {
          coordinate: from.coordinate + (walk.coordinate - from.coordinate) * progress.t,
          posX: from.posX + (walk.posX - from.posX) * progress.t,
        };
        this.placeAvatar(Math.abs(Math.sin(progress.t * Math.PI * steps)) * 7);
      },
      onComplete: () => {
        this.walkTween = null;
        this.avatar?.setRotation(0);
        this.placeAvatar();
        this.arrive(walk.seq);
      },
    });
  }

  private arrive(seq: number): void {
    this.arrivedSeq = seq;
    this.services.bus.emit('road:arrived', { seq });
  }

  private battleStair(): number {
    return roadStore.getState().position?.battleStair ?? playerStore.getState().info?.player.battleStair ?? 1;
  }

  /** Creates what comes into view and removes what left it; `force` also refreshes changed places. */
  private sync(force: boolean): void {
    if (!this.sys.isActive() && !force) return;
    const u = this.unit;
    const scroll = Number.isNaN(this.lastScroll)
      ? cameraScrollFor(this.point.coordinate, u, this.scale.height) + this.look
      : this.lastScroll;
    const { from, to } = visibleCoordinates(scroll, this.scale.height, u, DRAW_MARGIN);
    const battleStair = this.battleStair();
    if (battleStair !== this.drawnBattleStair) {
      for (const objects of this.stairViews.values()) for (const o of objects) o.destroy();
      this.stairViews.clear();
      this.drawnBattleStair = battleStair;
    }
    const firstStair = Math.max(1, stairOfCoordinate(from));
    const lastStair = Math.max(firstStair, stairOfCoordinate(to));
    for (const [stair, objects] of this.stairViews) {
      if (stair < firstStair || stair > lastStair) {
        for (const o of objects) o.destroy();
        this.stairViews.delete(stair);
      }
    }
    for (let stair = firstStair; stair <= lastStair; stair += 1) {
      if (!this.stairViews.has(stair))
        this.stairViews.set(stair, createStairView(this, stair, u, stairColour(stair, battleStair)));
    }
    const info = playerStore.getState().info;
    this.placeViews.sync(roadStore.getState().places, {
      from,
      to,
      force,
      unit: u,
      imageMaxStair: info ? imageMaxStairOf(info) : 0,
      // The HUD's top block covers the field above this line: no place is drawn under it.
      fieldTopY: scroll + roadViewStore.getState().fieldTop / (this.scale.zoom || 1),
    });
    const biome = biomeForStair(stairOfCoordinate(this.point.coordinate));
    if (this.biome && biome.id !== this.biome.id) this.redraw();
  }

  /** Publishes where each visible place is on the page, for the accessible place layer. */
  private publishBoxes(): void {
    const camera = this.cameras.main;
    const boxes = this.placeViews.boxes(roadStore.getState().places, {
      scrollX: camera.scrollX,
      scrollY: camera.scrollY,
      zoom: this.scale.zoom,
      height: this.scale.height,
      unit: this.unit,
    });
    const avatar = this.avatar
      ? {
          x: Math.round((this.avatar.x - camera.scrollX) * this.scale.zoom),
          y: Math.round((this.avatar.y - camera.scrollY) * this.scale.zoom),
        }
      : null;
    const signature = `${boxes.map((b) => `${b.id}:${b.x}:${b.y}:${b.size}`).join(',')}|${avatar?.x}:${avatar?.y}`;
    if (signature === this.boxesSignature) return;
    this.boxesSignature = signature;
    roadViewStore.setState({ boxes, avatar });
  }

  private playIntro(): void {
    this.look = -STAIR_PX * this.unit * 2;
    this.tweens.add({ targets: this, look: 0, duration: 1600, ease: 'Cubic.easeInOut' });
    this.showIntroTitle(true);
  }

  /** The first-start title: faded in after the glide's start (`fresh`), or at once when drawn again. */
  private showIntroTitle(fresh: boolean): void {
    const { width } = this.scale;
    const u = this.unit;
    // The title sits on its own dark ribbon just under the HUD, so it never reads as mixed into the
    // place icons it passes over while the camera settles.
    const ribbon = this.add
      .rectangle(width / 2, 0, width, 84 * u, 0x0a0806, 0.78)
      .setScrollFactor(0)
      .setAlpha(0)
      .setDepth(5499);
    const banner = this.add
      .text(width / 2, 0, i18n.t('road.firstStart'), {
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
      .setScrollFactor(0)
      .setAlpha(0)
      .setDepth(5500);
    this.introTitle = [ribbon, banner];
    markIntroTitle(banner.text);
    this.placeIntroTitle();
    this.tweens.chain({
      targets: [banner, ribbon],
      tweens: [
        { alpha: 1, duration: fresh ? 700 : 150, delay: fresh ? 900 : 0, ease: 'Sine.easeOut' },
        {
          alpha: 0,
          duration: 900,
          delay: 2200,
          ease: 'Sine.easeIn',
          onComplete: () => {
            banner.destroy();
            ribbon.destroy();
            this.introTitle = [];
            markIntroTitle(null);
          },
        },
      ],
    });
  }

  /** The first-start title stands just under the HUD's top block, wherever it ends (it may settle late). */
  private placeIntroTitle(): void {
    const top = roadViewStore.getState().fieldTop / (this.scale.zoom || 1);
    for (const part of this.introTitle) {
      if (part.active)
        (part as Phaser.GameObjects.Rectangle | Phaser.GameObjects.Text).setY(top + 56 * this.unit);
    }
  }

  /** Taps walk (`road:tap`); drags and the wheel look along the road (road-input.ts). */
  private enableInput(): void {
    enableRoadInput(this, {
      getLook: () => this.look,
      setLook: (look) => {
        this.look = look;
      },
      lookLimits: () => ({ min: -this.scale.height * 2.5, max: this.scale.height * 0.3 }),
      interrupt: () => this.tweens.killTweensOf(this),
      tap: (worldPoint) => {
        const coordinate = coordinateAtWorldY(worldPoint.y, this.unit);
        this.services.bus.emit('road:tap', {
          coordinate,
          posX: posXAtWorldX(worldPoint.x, coordinate, this.unit),
        });
      },
    });
  }
}

/**
 * The page notes the first-start title the canvas shows and the language it was drawn in
 * (`body[data-intro-title]`, `body[data-intro-title-lang]`), or that none shows.
 */
function markIntroTitle(text: string | null): void {
  const body = globalThis.document?.body;
  if (!body) return;
  if (text === null) {
    delete body.dataset.introTitle;
    delete body.dataset.introTitleLang;
  } else {
    body.dataset.introTitle = text;
    body.dataset.introTitleLang = i18n.language;
  }
}
