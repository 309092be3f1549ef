import { createServer, type Server } from 'node:http';
import getPort from 'get-port';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newJourneyPage } from '../support/browser.ts';
import { startGameServer, type GameServer } from '../support/game-server.ts';

/**
 * The game inside a host platform's page: a page of another origin frames it. The game's security
 * headers (its CSP among them) let it start there when that origin is one of FRAME_ANCESTORS, and
 * Chromium refuses to show it in a page of any other origin.
 */
let game: GameServer;
let chromium: { browser: Browser; close(): Promise<void> };
const hosts: Server[] = [];
let allowedHost = '';
let forbiddenHost = '';

/** A platform's page on its own origin (localhost, not the game's 127.0.0.1) framing the game, on `port`. */
async function hostPage(gameUrl: string, port: number): Promise<string> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>platform</title><iframe id="game" src="${gameUrl}/" style="width:390px;height:800px;border:0"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  hosts.push(server);
  return `http://localhost:${port}`;
}

beforeAll(async () => {
  // The platform's port is known before the game starts, as an operator's FRAME_ANCESTORS is.
  const allowedPort = await getPort();
  allowedHost = `http://localhost:${allowedPort}`;
  game = await startGameServer({ FRAME_ANCESTORS: allowedHost });
  await hostPage(game.url, allowedPort);
  forbiddenHost = await hostPage(game.url, await getPort());
  chromium = await launchChromium();
});

afterAll(async () => {
  await chromium?.close();
  for (const server of hosts) server.close();
  await game?.close();
});

function gameFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f !== page.mainFrame());
  if (!frame) throw new Error('no game frame');
  return frame;
}

describe('the game embedded in a platform page', () => {
  it('starts in a frame of an allowed platform origin, with no CSP violation', async () => {
    const { context, page } = await newJourneyPage(chromium.browser);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(allowedHost);
    const frame = gameFrame(page);
    await frame.waitForSelector('body[data-scene="CharacterSelection"]', { state: 'attached', timeout: 90_000 });
    await frame.waitForSelector('body[data-game-started="1"]', { state: 'attached', timeout: 60_000 });
    expect(frame.url()).toBe(`${game.url}/`);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('is refused in a frame of any other origin', async () => {
    const { context, page } = await newJourneyPage(chromium.browser);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text());
    });
    await page.goto(forbiddenHost);
    await expect.poll(() => refusals.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const frame = gameFrame(page);
    expect(await frame.evaluate(() => document.querySelector('#root') !== null).catch(() => false)).toBe(false);
    await context.close();
  });
});
