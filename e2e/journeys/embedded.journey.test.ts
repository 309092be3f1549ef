import { createServer, type Server } from 'node:http';
import getPort from 'get-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { startGameServer, type GameServer } from '../support/game-server.ts';
import { launchChromium, newJourneyPage } from '../support/browser.ts';

/**
 * The game inside a host platform's page: the game's CSP `frame-ancestors` (FRAME_ANCESTORS) lets
 * the allowed platform show it in an iframe, where it starts and plays, and makes Chromium refuse
 * the frame on any other site. The host pages are served from `localhost`, the game from
 * `127.0.0.1`: another site, as a real platform is.
 */
interface HostPage {
  url: string;
  close(): Promise<void>;
}

async function startHostPage(port: number, gameUrl: string): Promise<HostPage> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html><head><title>Host platform</title></head><body>
<h1>A host platform</h1>
<iframe id="game" src="${gameUrl}/" width="390" height="760" allow="autoplay; fullscreen"></iframe>
</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let server: GameServer;
let allowed: HostPage;
let foreign: HostPage;
let chromium: { browser: Browser; close(): Promise<void> };

beforeAll(async () => {
  const [allowedPort, foreignPort] = [await getPort(), await getPort()];
  server = await startGameServer({ FRAME_ANCESTORS: `http://localhost:${allowedPort}` });
  allowed = await startHostPage(allowedPort, server.url);
  foreign = await startHostPage(foreignPort, server.url);
  chromium = await launchChromium();
});

afterAll(async () => {
  await chromium?.close();
  await allowed?.close();
  await foreign?.close();
  await server?.close();
});

async function gameFrame(page: Page): Promise<Frame> {
  const element = await page.waitForSelector('#game', { timeout: 30_000 });
  const frame = await element.contentFrame();
  if (!frame) throw new Error('the host page has no game frame');
  return frame;
}

const waitForFrameScene = (frame: Frame, scene: string) =>
  frame.waitForSelector(`body[data-scene="${scene}"]`, { state: 'attached', timeout: 60_000 });

describe('the game embedded in a host page', () => {
  it('starts and plays inside an allowed platform page', async () => {
    const { context, page } = await newJourneyPage(chromium.browser);
    const framePolicy = page.waitForResponse((response) => response.url() === `${server.url}/`);
    await page.goto(allowed.url);
    const policy = (await (await framePolicy).allHeaders())['content-security-policy'] ?? '';
    expect(policy).toMatch(
      new RegExp(`frame-ancestors 'self' ${allowed.url.replace(/[.:/]/g, '\\$&')}(;|$)`),
    );

    const frame = await gameFrame(page);
    await waitForFrameScene(frame, 'CharacterSelection');
    await frame.getByTestId('character-option-ranger').click();
    await frame.getByTestId('gender-male').click();
    await frame.getByTestId('companion-option-golem').click();
    await frame.getByTestId('character-confirm').click();
    await waitForFrameScene(frame, 'Road');
    await frame.getByTestId('hud-gold').waitFor({ timeout: 30_000 });
    const gold = Number(await frame.getByTestId('hud-gold').getAttribute('data-value'));
    expect(gold).toBeGreaterThan(0);

    await context.close();
  });

  it('is refused inside a page of a site FRAME_ANCESTORS does not name', async () => {
    const { context, page } = await newJourneyPage(chromium.browser);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
    });
    const served = page.waitForResponse((response) => response.url() === `${server.url}/`);
    await page.goto(foreign.url);
    // The server answered the frame's request; Chromium, not the server, refuses to show it.
    expect((await served).status()).toBe(200);
    const frame = await gameFrame(page);
    await expect.poll(() => refusals.length, { timeout: 30_000 }).toBeGreaterThan(0);
    expect(refusals[0]).toContain(`Framing '${server.url}/'`);
    expect(refusals[0]).toContain(`frame-ancestors 'self' ${allowed.url}`);
    // Give the game the time it needs to start; it never does in this frame.
    await page.waitForTimeout(3_000);
    expect(frame.url()).not.toBe(`${server.url}/`);
    const scene = await frame.evaluate(() => document.body?.dataset.scene ?? null).catch(() => null);
    expect(scene).toBeNull();
    expect(await frame.locator('[data-testid="loading-screen"]').count()).toBe(0);
    await context.close();
  });
});
