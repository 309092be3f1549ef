import type Phaser from 'phaser';
import { iconDataUri, type IconName } from '../../art/icons.ts';
import { ICON_TEXTURE_SIZE, iconKey } from './texture-keys.ts';

/**
 * Queues on the scene's loader the icon textures not loaded yet, white so any tint paints them.
 * Called from `preload`, so they are ready before the scene's `create`; a texture stays for the
 * rest of the game, so each icon is decoded once.
 */
export function queueIconTextures(scene: Phaser.Scene, names: Iterable<IconName>): void {
  for (const name of new Set(names)) {
    const key = iconKey(name);
    if (!scene.textures.exists(key)) {
      scene.load.svg(key, iconDataUri(name, '#ffffff', ICON_TEXTURE_SIZE), { width: ICON_TEXTURE_SIZE, height: ICON_TEXTURE_SIZE });
    }
  }
}
