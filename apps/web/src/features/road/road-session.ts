import type { RoadController } from './road-controller.ts';

/**
 * The road controller of the Road scene now showing, for the place windows of this feature
 * (a turn, a teleport or a portal moves the squad through it). Null off the road.
 */
let active: RoadController | null = null;

export function setActiveRoad(controller: RoadController | null): void {
  active = controller;
}

export function activeRoad(): RoadController | null {
  return active;
}
