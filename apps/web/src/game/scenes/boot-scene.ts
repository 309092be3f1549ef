import type { IconName } from '../../art/icons.ts';
import { GameScene } from '../game-scene.ts';
import { TEXTURE_RECIPES } from '../art/procedural-textures.ts';
import { ROAD_TEXTURE_RECIPES } from '../art/road-textures.ts';

/** §2 boot scene: paints the procedural textures, then hands over to the Load scene. */
export default class BootScene extends GameScene {
  constructor() {
    super('Boot');
  }

  protected override iconTextures(): readonly IconName[] {
    return [];
  }

  protected draw(): void {
    for (const recipe of [...TEXTURE_RECIPES, ...ROAD_TEXTURE_RECIPES]) {
      if (this.textures.exists(recipe.key)) continue;
      const texture = this.textures.createCanvas(recipe.key, recipe.width, recipe.height);
      if (!texture) throw new Error(`cannot create texture ${recipe.key}`);
      recipe.paint(texture.getContext(), recipe.width, recipe.height);
      texture.refresh();
    }
    this.services.startScene('Load');
  }
}
