import { describe, expect, it } from 'vitest';
import { SCRIPTS } from '@rol/rules/content/story';
import { ICON_NAMES } from '../../art/icons.ts';
import { en } from '../../i18n/en.ts';
import { ru } from '../../i18n/ru.ts';
import { palette } from '../../theme/palette.ts';
import { BIOMES } from '../biomes.ts';
import { STORY_PANELS, STORY_PART_NUMBERS, cutsceneIcons, storyPanel } from './story-panels.ts';

const lineCount = (messages: typeof ru | typeof en, part: number) =>
  Object.keys((messages.story.script as Record<string, Record<string, string>>)[`story_part_${part}`] ?? {}).length;

describe('story cutscene panels', () => {
  it('illustrate every story part, one panel per line of its text in both languages', () => {
    expect(STORY_PART_NUMBERS).toEqual(Object.values(SCRIPTS).map((s) => s.part));
    for (const part of STORY_PART_NUMBERS) {
      expect(STORY_PANELS[part]!.length).toBe(lineCount(ru, part));
      expect(STORY_PANELS[part]!.length).toBe(lineCount(en, part));
      expect(ru.cutscene.title).toHaveProperty(`part${part}`);
      expect(en.cutscene.title).toHaveProperty(`part${part}`);
    }
  });

  it('draw known icons, biomes and palette colours inside the picture', () => {
    const biomes = new Set(BIOMES.map((b) => b.id));
    for (const panels of Object.values(STORY_PANELS)) {
      for (const panel of panels) {
        expect(biomes.has(panel.biome)).toBe(true);
        for (const figure of panel.figures) {
          expect(ICON_NAMES).toContain(figure.icon);
          expect(palette).toHaveProperty(figure.color);
          expect(figure.x).toBeGreaterThanOrEqual(0);
          expect(figure.x).toBeLessThanOrEqual(1);
          expect(figure.y).toBeGreaterThanOrEqual(0);
          expect(figure.y).toBeLessThanOrEqual(1);
        }
      }
    }
    expect(cutsceneIcons().length).toBeGreaterThan(10);
  });

  it('clamps the panel index and knows no part 11', () => {
    expect(storyPanel(1, 99)).toBe(STORY_PANELS[1]!.at(-1));
    expect(storyPanel(1, -1)).toBe(STORY_PANELS[1]![0]);
    expect(storyPanel(11, 0)).toBeNull();
  });
});
