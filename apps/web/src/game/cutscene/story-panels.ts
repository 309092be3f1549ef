import type { IconName } from '../../art/icons.ts';
import type { PaletteColor } from '../../theme/palette.ts';
import type { BiomeId } from '../biomes.ts';

/** How a figure moves while its panel shows. */
export type FigureMotion = 'still' | 'float' | 'pulse' | 'walk' | 'drift';

/**
 * One figure of a panel: a game-icons silhouette placed on the picture. `x` and `y` are shares of
 * the picture's width and height (0..1), `size` is in reference pixels (600-wide canvas).
 */
export interface PanelFigure {
  icon: IconName;
  x: number;
  y: number;
  size: number;
  color: PaletteColor;
  /** A soft light behind the figure, in the figure's colour. */
  glow?: boolean;
  /** A dark silhouette instead of a lit figure (something far away or feared). */
  shadow?: boolean;
  motion?: FigureMotion;
}

/** One illustrated panel: the biome behind it and the figures in front. */
export interface StoryPanel {
  biome: BiomeId;
  figures: readonly PanelFigure[];
}

const f = (icon: IconName, x: number, y: number, size: number, color: PaletteColor, extra: Partial<PanelFigure> = {}): PanelFigure => ({
  icon,
  x,
  y,
  size,
  color,
  ...extra,
});

/**
 * The story cutscenes' pictures, part by part and line by line (docs/story-and-scenes.md): panel i
 * illustrates line i of the part's text (`story.script.story_part_N.l<i+1>`).
 */
export const STORY_PANELS: Readonly<Record<number, readonly StoryPanel[]>> = {
  1: [
    {
      biome: 'forest',
      figures: [
        f('stairs', 0.5, 0.5, 150, 'stoneLight', { shadow: true }),
        f('black-knight-helm', 0.42, 0.42, 46, 'parchment', { motion: 'walk' }),
        f('bowman', 0.52, 0.36, 40, 'parchment', { motion: 'walk' }),
        f('wizard-face', 0.6, 0.3, 34, 'parchment', { motion: 'walk' }),
        f('moon', 0.8, 0.14, 70, 'cloud', { glow: true }),
      ],
    },
    {
      biome: 'sky',
      figures: [
        f('laurels', 0.5, 0.24, 150, 'goldLight', { glow: true, motion: 'pulse' }),
        f('star-formation', 0.5, 0.22, 60, 'torch', { glow: true }),
        f('stairs', 0.5, 0.66, 190, 'stone', { shadow: true }),
      ],
    },
    {
      biome: 'forest',
      figures: [
        f('knight-banner', 0.5, 0.3, 120, 'gold', { glow: true, motion: 'float' }),
        f('swordwoman', 0.3, 0.62, 84, 'factionMoon', { glow: true }),
        f('black-knight-helm', 0.5, 0.66, 96, 'factionSun', { glow: true }),
        f('bowman', 0.7, 0.62, 84, 'exp', { glow: true }),
        f('torch', 0.13, 0.5, 60, 'torch', { glow: true, motion: 'pulse' }),
      ],
    },
  ],
  2: [
    {
      biome: 'forest',
      figures: [
        f('moon', 0.5, 0.2, 110, 'cloud', { glow: true }),
        f('wolf-howl', 0.5, 0.58, 150, 'stoneDark', { shadow: true, motion: 'pulse' }),
      ],
    },
    {
      biome: 'forest',
      figures: [
        f('pine-tree', 0.16, 0.52, 150, 'mossDark', { shadow: true }),
        f('pine-tree', 0.84, 0.5, 160, 'mossDark', { shadow: true }),
        f('goblin-head', 0.5, 0.42, 90, 'evil', { glow: true, motion: 'drift' }),
        f('shield', 0.5, 0.72, 84, 'factionMoon', { glow: true }),
      ],
    },
  ],
  3: [
    {
      biome: 'forest',
      figures: [
        f('swords-emblem', 0.5, 0.34, 120, 'stoneLight', { glow: true }),
        f('broken-shield', 0.26, 0.66, 70, 'stone'),
        f('tombstone', 0.74, 0.64, 70, 'stone'),
      ],
    },
    {
      biome: 'mountains',
      figures: [
        f('winged-emblem', 0.5, 0.4, 170, 'goldLight', { glow: true, motion: 'float' }),
        f('star-medal', 0.5, 0.72, 60, 'torch', { glow: true, motion: 'pulse' }),
      ],
    },
  ],
  4: [
    {
      biome: 'mountains',
      figures: [
        f('giant', 0.5, 0.42, 190, 'stoneDark', { shadow: true }),
        f('footsteps', 0.5, 0.74, 70, 'stoneLight'),
      ],
    },
    {
      biome: 'mountains',
      figures: [
        f('stairs', 0.5, 0.52, 150, 'stoneLight'),
        f('skull-crossed-bones', 0.2, 0.72, 60, 'stone', { shadow: true }),
        f('rock-golem', 0.82, 0.4, 90, 'stoneDark', { shadow: true, motion: 'drift' }),
      ],
    },
  ],
  5: [
    {
      biome: 'mountains',
      figures: [
        f('fluffy-cloud', 0.3, 0.6, 130, 'cloud', { motion: 'drift' }),
        f('fluffy-cloud', 0.72, 0.68, 110, 'cloud', { motion: 'drift' }),
        f('stairs', 0.5, 0.34, 120, 'stoneLight'),
      ],
    },
    {
      biome: 'sky',
      figures: [
        f('dragon-head', 0.28, 0.4, 110, 'factionShadow', { glow: true, motion: 'float' }),
        f('djinn', 0.72, 0.4, 110, 'good', { glow: true, motion: 'float' }),
        f('angel-wings', 0.5, 0.66, 120, 'goldLight', { glow: true, motion: 'pulse' }),
      ],
    },
  ],
  6: [
    {
      biome: 'snow',
      figures: [
        f('tornado', 0.3, 0.48, 130, 'snow', { motion: 'drift' }),
        f('snowflake-2', 0.7, 0.3, 90, 'snow', { glow: true, motion: 'pulse' }),
      ],
    },
    {
      biome: 'snow',
      figures: [
        f('giant', 0.5, 0.42, 170, 'factionMoon', { glow: true }),
        f('ice-golem', 0.2, 0.64, 80, 'snow', { shadow: true }),
        f('horned-helm', 0.8, 0.66, 70, 'stoneLight'),
      ],
    },
  ],
  7: [
    {
      biome: 'snow',
      figures: [
        f('spell-book', 0.5, 0.44, 150, 'parchment', { glow: true, motion: 'float' }),
        f('sparkles', 0.5, 0.24, 80, 'goldLight', { glow: true, motion: 'pulse' }),
      ],
    },
    {
      biome: 'sky',
      figures: [
        f('angel-outfit', 0.5, 0.42, 150, 'goldLight', { glow: true }),
        f('thor-hammer', 0.22, 0.6, 80, 'good', { glow: true }),
        f('musical-notes', 0.78, 0.3, 70, 'parchment', { motion: 'drift' }),
      ],
    },
  ],
  8: [
    {
      biome: 'lava',
      figures: [
        f('fire-ring', 0.5, 0.46, 170, 'ember', { glow: true, motion: 'pulse' }),
        f('stairs', 0.5, 0.76, 90, 'stoneDark', { shadow: true }),
      ],
    },
    {
      biome: 'lava',
      figures: [
        f('crowned-skull', 0.5, 0.36, 140, 'snow', { glow: true, motion: 'float' }),
        f('ice-spell-cast', 0.24, 0.66, 80, 'good', { glow: true }),
        f('swordwoman', 0.76, 0.68, 80, 'factionSun', { glow: true }),
      ],
    },
  ],
  9: [
    {
      biome: 'sky',
      figures: [
        f('fluffy-cloud', 0.2, 0.7, 140, 'cloud', { motion: 'drift' }),
        f('fluffy-cloud', 0.8, 0.74, 150, 'cloud', { motion: 'drift' }),
        f('feather', 0.5, 0.4, 90, 'white', { motion: 'float' }),
      ],
    },
    {
      biome: 'sky',
      figures: [
        f('sun', 0.5, 0.22, 120, 'torch', { glow: true, motion: 'pulse' }),
        f('laurels', 0.5, 0.24, 70, 'goldLight'),
        f('stairs', 0.5, 0.62, 170, 'stone', { shadow: true }),
      ],
    },
  ],
  10: [
    {
      biome: 'sky',
      figures: [
        f('star-formation', 0.5, 0.3, 140, 'goldLight', { glow: true, motion: 'pulse' }),
        f('footsteps', 0.5, 0.68, 80, 'parchment'),
      ],
    },
    {
      biome: 'sky',
      figures: [
        f('open-book', 0.5, 0.48, 170, 'parchment', { glow: true, motion: 'float' }),
        f('quill-ink', 0.76, 0.34, 70, 'goldLight', { glow: true }),
        f('laurels', 0.5, 0.2, 90, 'gold', { glow: true }),
      ],
    },
  ],
};

/** The story's parts, 1 to 10. */
export const STORY_PART_NUMBERS = Object.keys(STORY_PANELS).map(Number);

/** Panel `index` of a part (the last one for an index past the end); null for no such part. */
export function storyPanel(part: number, index: number): StoryPanel | null {
  const panels = STORY_PANELS[part];
  if (!panels || panels.length === 0) return null;
  return panels[Math.min(Math.max(0, index), panels.length - 1)] ?? null;
}

/** Every icon the cutscenes draw (loaded as textures before the scene). */
export function cutsceneIcons(): IconName[] {
  return [...new Set(Object.values(STORY_PANELS).flatMap((panels) => panels.flatMap((p) => p.figures.map((fig) => fig.icon))))];
}
