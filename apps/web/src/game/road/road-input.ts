import Phaser from 'phaser';

/** A pointer that moves less than this (game pixels) between down and up is a tap, not a drag. */
const TAP_SLOP = 10;
const SPRING_BACK_MS = 1800;

export interface RoadInputHandlers {
  /** How far the camera looks away from the squad (game pixels, negative = ahead). */
  getLook(): number;
  setLook(look: number): void;
  lookLimits(): { min: number; max: number };
  /** The player takes over the camera: stop any scripted look (the intro). */
  interrupt(): void;
  /** A tap on the road at a world point. */
  tap(worldPoint: { x: number; y: number }): void;
}

/**
 * The road's pointer input: a tap walks (after it, the camera returns to the squad); a drag (touch
 * or mouse) or the wheel looks along the road, springing back to the squad shortly after.
 */
export function enableRoadInput(scene: Phaser.Scene, handlers: RoadInputHandlers): void {
  let downX = 0;
  let downY = 0;
  let lookStart = 0;
  let dragging = false;
  let springBack: Phaser.Time.TimerEvent | null = null;
  const look = { value: 0 };
  const tweenLookTo = (target: number, duration: number) => {
    look.value = handlers.getLook();
    scene.tweens.killTweensOf(look);
    scene.tweens.add({
      targets: look,
      value: target,
      duration,
      ease: 'Cubic.easeOut',
      onUpdate: () => handlers.setLook(look.value),
    });
  };
  const scheduleSpringBack = () => {
    springBack?.remove();
    springBack = scene.time.delayedCall(SPRING_BACK_MS, () => tweenLookTo(0, 600));
  };
  scene.input.on(Phaser.Input.Events.POINTER_DOWN, (pointer: Phaser.Input.Pointer) => {
    downX = pointer.x;
    downY = pointer.y;
    lookStart = handlers.getLook();
    dragging = false;
    springBack?.remove();
    scene.tweens.killTweensOf(look);
    handlers.interrupt();
  });
  scene.input.on(Phaser.Input.Events.POINTER_MOVE, (pointer: Phaser.Input.Pointer) => {
    if (!pointer.isDown) return;
    if (!dragging && Math.hypot(pointer.x - downX, pointer.y - downY) < TAP_SLOP) return;
    dragging = true;
    const { min, max } = handlers.lookLimits();
    handlers.setLook(Phaser.Math.Clamp(lookStart - (pointer.y - downY), min, max));
  });
  scene.input.on(Phaser.Input.Events.POINTER_UP, (pointer: Phaser.Input.Pointer) => {
    if (dragging) {
      scheduleSpringBack();
      return;
    }
    handlers.tap(scene.cameras.main.getWorldPoint(pointer.x, pointer.y));
    if (handlers.getLook() !== 0) tweenLookTo(0, 500);
  });
  scene.input.on(
    Phaser.Input.Events.POINTER_WHEEL,
    (_p: Phaser.Input.Pointer, _o: unknown, _dx: number, dy: number) => {
      const { min, max } = handlers.lookLimits();
      scene.tweens.killTweensOf(look);
      handlers.interrupt();
      handlers.setLook(Phaser.Math.Clamp(handlers.getLook() + dy * 0.6, min, max));
      scheduleSpringBack();
    },
  );
}
