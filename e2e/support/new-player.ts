import type { Page } from 'playwright-core';
import { FRONT_VERSION } from '@rol/protocol/game-version';
import { formatCharacterChoice, type StarterCharacterId } from '@rol/rules/content/starters';
import { waitForScene } from './browser.ts';

export interface JourneyPlayer {
  id: number;
  nickname: string;
  clientUuid: string;
}

/** A newcomer's first visit: the character is chosen and the road shows. */
export async function enterAsNewPlayer(page: Page, url: string, character: 'knight' | 'ranger' | 'sorcerer' = 'knight'): Promise<void> {
  await page.goto(url);
  await waitForScene(page, 'CharacterSelection');
  await page.getByTestId(`character-option-${character}`).click();
  await page.getByTestId('character-confirm').click();
  await waitForScene(page, 'Road');
  await page.getByTestId('player-nickname').waitFor();
}

/**
 * A newcomer's account, made by the call the selection screen makes (`/api/security/registerTrial`)
 * through the page's own cookie jar, before the game is opened: it chose `character`, male, with
 * the wolf (the screen's defaults). The screen itself is walked by the newcomer and first-ten journeys.
 */
export async function registerJourneyPlayer(page: Page, url: string, character: StarterCharacterId): Promise<JourneyPlayer> {
  const viewport = page.viewportSize() ?? { width: 420, height: 820 };
  const registered = await page.request.post(`${url}/api/security/registerTrial`, {
    data: {
      characterAndCompanion: formatCharacterChoice({ character, gender: 'male', companion: 'wolf' }),
      domain: new URL(url).hostname,
      lang: 'ru',
      sw: viewport.width,
      sh: viewport.height,
      cw: viewport.width,
      ch: viewport.height,
      frontVersion: FRONT_VERSION,
    },
  });
  if (!registered.ok()) throw new Error(`registerTrial answered ${registered.status()}: ${await registered.text()}`);
  const info = await page.request.get(`${url}/api/player/info/current`);
  if (!info.ok()) throw new Error(`player/info/current answered ${info.status()}`);
  const body = (await info.json()) as { clientUuid: string; player: { id: number; nickname: string } };
  return { id: body.player.id, nickname: body.player.nickname, clientUuid: body.clientUuid };
}

/** Opens the game for a player already signed in, and waits for the road. */
export async function openGame(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForScene(page, 'Road');
  await page.getByTestId('player-nickname').waitFor();
}

/**
 * A newcomer (`registerJourneyPlayer`) whose account `prepare` shapes on the server (levels,
 * grants) before the game's first start: the page opens once, on the road, instead of three times
 * (selection, road, reload after the changes); each start costs seconds on a software rasterizer.
 */
export async function enterAsPreparedPlayer(
  page: Page,
  url: string,
  character: StarterCharacterId,
  prepare: (player: JourneyPlayer) => Promise<void>,
): Promise<JourneyPlayer> {
  const player = await registerJourneyPlayer(page, url, character);
  await prepare(player);
  await openGame(page, url);
  return player;
}

/** The signed-in player as the server tells the page (id, nickname, client uuid). */
export async function currentPlayer(page: Page): Promise<JourneyPlayer> {
  return page.evaluate(async () => {
    const response = await fetch('/api/player/info/current', { credentials: 'include' });
    const info = (await response.json()) as { clientUuid: string; player: { id: number; nickname: string } };
    return { id: info.player.id, nickname: info.player.nickname, clientUuid: info.clientUuid };
  });
}

/** Waits until the page's realtime connection is up (body[data-realtime]). */
export async function waitForRealtime(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForSelector('body[data-realtime="connected"]', { state: 'attached', timeout });
}
