import Phaser from 'phaser';
import type { DisplayLayout } from '../display/display-layout.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { GameEvents } from '../events/game-events.ts';
import { softwareRenderer } from '../display/renderer-probe.ts';
import { palette } from '../theme/palette.ts';
import { SceneController } from './scene-controller.ts';

export interface GameHandle {
  destroy(): void;
}

function applyLayout(game: Phaser.Game, layout: DisplayLayout): void {
  game.scale.resize(layout.gameWidth, layout.gameHeight);
  game.scale.setZoom(layout.cssWidth / layout.gameWidth);
  // Asleep behind an overlay: draw the resized scene once so the canvas is not left blank.
  if (!game.loop.running) game.step(performance.now(), 16);
}

/** Creates the one Phaser game inside `parent` (WebGL first) and hands its scenes to the controller. */
export function launchGame(parent: HTMLElement, bus: EventBus<GameEvents>, layout: DisplayLayout): GameHandle {
  let controller: SceneController | null = null;
  const game = new Phaser.Game({
    type: Phaser.AUTO,
    parent,
    width: layout.gameWidth,
    height: layout.gameHeight,
    backgroundColor: palette.night,
    banner: false,
    scale: { mode: Phaser.Scale.NONE, zoom: layout.cssWidth / layout.gameWidth },
    render: { antialias: true, powerPreference: 'high-performance' },
    input: { activePointers: 2, windowEvents: false },
    // Sound is synthesized (docs/architecture.md, "Art and sound") and arrives with the music issue.
    audio: { noAudio: true },
    disableContextMenu: true,
    // A software rasterizer renders at most 20 frames a second, leaving CPU time to the page.
    fps: softwareRenderer() ? { limit: 20 } : {},
    callbacks: {
      postBoot: () => controller?.boot(),
    },
  });
  controller = new SceneController(game, bus);
  const offLayout = bus.on('display:layout', (next) => applyLayout(game, next));
  return {
    destroy() {
      offLayout();
      controller?.dispose();
      game.destroy(true);
    },
  };
}
