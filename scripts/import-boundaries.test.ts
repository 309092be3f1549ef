import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importBoundaries, SERVER_LAYERS } from './import-boundaries.mjs';

const root = path.resolve(import.meta.dirname, '..');
const linter = new Linter({ configType: 'flat', cwd: root });

/** The boundary errors ESLint reports for `code` placed at `file` (a path from the repo's root). */
function boundaryErrors(file: string, code: string): string[] {
  return linter
    .verify(code, importBoundaries, { filename: path.join(root, file) })
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it('a feature importing another feature fails', () => {
    expect(boundaryErrors('apps/web/src/features/chat/chat-window.tsx', "import { x } from '../mail/mail-api.ts';")).toEqual([
      expect.stringContaining('never imports another feature'),
    ]);
    expect(boundaryErrors('apps/web/src/features/chat/chat-window.tsx', "import { x } from '../../features/mail/mail-api.ts';")).toHaveLength(1);
  });

  it('a feature importing what lies below it passes', () => {
    const code = "import { x } from '../../api/api.ts';\nimport { y } from './chat-api.ts';\nimport { z } from '../../ui/icon.tsx';";
    expect(boundaryErrors('apps/web/src/features/chat/chat-window.tsx', code)).toEqual([]);
  });

  it('stores, api and ui importing a feature or the game fail', () => {
    expect(boundaryErrors('apps/web/src/stores/road-store.ts', "import { a } from '../game/road/place-loading.ts';")).toHaveLength(1);
    expect(boundaryErrors('apps/web/src/api/api.ts', "import { b } from '../features/chat/chat-api.ts';")).toHaveLength(1);
    expect(boundaryErrors('apps/web/src/ui/icon.tsx', "import { c } from '../app/app.tsx';")).toHaveLength(1);
    expect(boundaryErrors('apps/web/src/ui/icon.tsx', "import { d } from '../stores/window-store.ts';")).toEqual([]);
  });

  it('the rules importing anything of ours fail', () => {
    expect(boundaryErrors('packages/rules/src/road/blockers.ts', "import { e } from '@rol/protocol/route';")).toHaveLength(1);
    expect(boundaryErrors('packages/rules/src/road/blockers.ts', "import { f } from '../content/places.ts';")).toEqual([]);
  });

  it('a server folder importing a folder above it fails', () => {
    expect(boundaryErrors('apps/server/src/http/api-route.ts', "import { g } from '../players/player-queries.ts';")).toHaveLength(1);
    expect(boundaryErrors('apps/server/src/mail/mail-list.ts', "import { h } from '../chat/chat-rooms.ts';")).toHaveLength(1);
    expect(boundaryErrors('apps/server/src/road/take-places.ts', "import { i } from '../players/player-queries.ts';")).toEqual([]);
  });

  it('every server folder has its place in the layers, once', () => {
    const folders = readdirSync(path.join(root, 'apps/server/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const layered = SERVER_LAYERS.flat();
    expect(new Set(layered).size).toBe(layered.length);
    expect([...layered].sort()).toEqual(folders);
  });

  it('folders of one layer never import each other', () => {
    expect(boundaryErrors('apps/server/src/arena/arena-attack.ts', "import { j } from '../clans/clan-raids.ts';")).toHaveLength(1);
    expect(boundaryErrors('apps/server/src/battle/complete-battle.ts', "import { k } from '../clan-standing/clan-bonuses.ts';")).toEqual([]);
  });
});
