import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { getIconData, iconToSVG } from '@iconify/utils';
import { ICON_BODIES } from './icon-bodies.generated.ts';
import { iconDataUri, iconSvg } from './icons.ts';

const require = createRequire(import.meta.url);

describe('generated icons', () => {
  it('match icon-names.json and the game-icons set (run scripts/generate-icons.mjs when this fails)', () => {
    const names = JSON.parse(readFileSync(new URL('./icon-names.json', import.meta.url), 'utf8')) as string[];
    const iconSet = require('@iconify-json/game-icons/icons.json') as Parameters<typeof getIconData>[0];
    expect(Object.keys(ICON_BODIES)).toEqual(names);
    for (const name of names) {
      const data = getIconData(iconSet, name);
      expect(data, name).not.toBeNull();
      expect(ICON_BODIES[name as keyof typeof ICON_BODIES]).toBe(iconToSVG(data!).body);
    }
  });

  it('paint an icon in a colour as an SVG data address', () => {
    expect(iconSvg('cog', '#fff')).toContain('fill="#fff"');
    expect(iconSvg('cog', '#fff')).not.toContain('currentColor');
    expect(iconDataUri('cog', '#000')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(iconDataUri('cog', '#000').split(',')[1]!)).toBe(iconSvg('cog', '#000'));
  });
});
