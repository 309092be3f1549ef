import { i18n } from '../i18n/instance.ts';
import { launchParams } from '../launch/launch.ts';
import { localStore } from '../storage/local-store.ts';
import { playerStore } from '../stores/player-store.ts';
import { showUpdateStep } from '../stores/update-step-store.ts';
import { createApiClient } from './api-client.ts';
import { createErrorReporter } from './error-reporter.ts';
import { usePlatformIds } from './platform-ids.ts';
import { reloadRoutine } from './reload.ts';
import { createSession } from './session.ts';

/** The page's session: a stored value, or the cookie's, overrides the page address (§7). */
export const session = createSession(
  localStore,
  { jsession: launchParams.jsession, authorization: launchParams.authorization },
  // A session in the address is taken only if the browser's cookie holds none (session.ts).
  () =>
    globalThis
      .fetch('/api/player/id/current', { credentials: 'include', headers: { Accept: 'application/json' } })
      .then((response) => response.headers.get('jsession')),
);

/** The page's API client (§7 shared client behaviour). */
export const api = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  session,
  identity: () => ({
    logged_user_id: launchParams.logged_user_id,
    viewer_id: launchParams.viewer_id,
    exe_user: launchParams.exe_user,
    uid: launchParams.uid,
    fotoUid: launchParams.fotoUid,
    beeline_login: launchParams.beeline_login,
  }),
  platformIds: () => usePlatformIds.getState(),
  lang: () => i18n.language,
  isPlayerLoaded: () => playerStore.getState().info !== null,
  onReload: reloadRoutine,
  onRedirect: (address) => globalThis.location.assign(address),
  onOutdated: () => showUpdateStep('outdated'),
  warn: (message) => console.warn(message),
});

/** §8: only the first 3 client errors go to POST /api/log/add (message, domain). */
export const clientErrors = createErrorReporter((message) =>
  api.request('POST', '/api/log/add', {
    body: { message, domain: globalThis.location.hostname, h_session: localStore.hardwareSessionId() },
  }),
);
