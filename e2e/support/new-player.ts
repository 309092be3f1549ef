import type { Page } from 'playwright-core';
import { waitForScene } from './browser.ts';

/** A newcomer's first visit: the character is chosen and the road shows. */
export async function enterAsNewPlayer(page: Page, url: string, character: 'knight' | 'ranger' | 'sorcerer' = 'knight'): Promise<void> {
  await page.goto(url);
  await waitForScene(page, 'CharacterSelection');
  await page.getByTestId(`character-option-${character}`).click();
  await page.getByTestId('character-confirm').click();
  await waitForScene(page, 'Road');
  await page.getByTestId('player-nickname').waitFor();
}

/** The signed-in player as the server tells the page (id, nickname, client uuid). */
export async function currentPlayer(page: Page): Promise<{ id: number; nickname: string; clientUuid: string }> {
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
