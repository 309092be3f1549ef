/**
 * The import rules the code holds itself to (docs/architecture.md, "Dependencies"), as ESLint
 * `no-restricted-imports` configs that eslint.config.js spreads in. A forbidden import fails the lint.
 */

/**
 * The server's folders from the bottom up: a folder imports only folders of the layers below its own.
 * A new folder takes its place here.
 */
export const SERVER_LAYERS = [
  ['db', 'realtime'],
  ['sessions', 'metrics'],
  ['http'],
  ['ledger', 'messages', 'notifications', 'progress', 'legal', 'manual', 'news'],
  ['heroes'],
  ['clan-standing', 'economy', 'referral', 'offers'],
  ['players'],
  ['artifacts'],
  ['backpack'],
  ['road'],
  ['battle'],
  ['arena', 'clans', 'world'],
  ['ratings'],
  ['accounts', 'mail', 'forge', 'shop', 'logs', 'forum', 'gifts', 'api-docs'],
  ['shops'],
  ['platforms'],
  ['payments'],
  ['promotions'],
  ['moderation'],
  ['chat'],
];

/**
 * @param {string[]} files
 * @param {{ regex: string; message: string }[]} patterns
 * @returns {import('eslint').Linter.Config}
 */
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/** @returns {import('eslint').Linter.Config[]} */
function serverLayerConfigs() {
  return SERVER_LAYERS.flatMap((layer, index) =>
    layer.map((folder) => {
      const above = SERVER_LAYERS.slice(index)
        .flat()
        .filter((other) => other !== folder);
      return restrict(
        [`apps/server/src/${folder}/**/*.ts`],
        [
          {
            regex: `^\\.\\./(${above.join('|')})/`,
            message: `apps/server/src/${folder} may import only the folders below it (scripts/import-boundaries.mjs).`,
          },
        ],
      );
    }),
  );
}

/** @type {import('eslint').Linter.Config[]} */
export const importBoundaries = [
  restrict(
    ['apps/web/src/features/**/*.{ts,tsx}'],
    [
      {
        regex: '^\\.\\./[^./]|(^|/)features/',
        message: 'A feature never imports another feature: they meet in app/.',
      },
    ],
  ),
  restrict(
    ['apps/web/src/{stores,api,ui}/**/*.{ts,tsx}'],
    [
      {
        regex: '^(\\.\\./)+(features|game|app)/',
        message: 'stores/, api/ and ui/ sit below the features and the game: they never import them.',
      },
    ],
  ),
  restrict(
    ['packages/rules/**/*.ts'],
    [{ regex: '^@rol/', message: 'The rules are pure and stand alone: they import nothing of ours.' }],
  ),
  ...serverLayerConfigs(),
];
