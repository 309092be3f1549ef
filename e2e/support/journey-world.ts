import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.ts';
import { startInProcessServer, type InProcessServer } from './in-process-server.ts';

export interface JourneyWorld {
  readonly server: InProcessServer;
  readonly browser: Browser;
}

/**
 * The game server (in process, on a clone of the template database) and the Chromium that a journey file's tests share: started
 * before the file's first test and closed after its last.
 */
export function journeyWorld(): JourneyWorld {
  let server: InProcessServer | undefined;
  let chromium: { browser: Browser; close(): Promise<void> } | undefined;
  beforeAll(async () => {
    server = await startInProcessServer();
    chromium = await launchChromium();
  });
  afterAll(async () => {
    await chromium?.close();
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('the journey server is not started');
      return server;
    },
    get browser() {
      if (!chromium) throw new Error('Chromium is not started');
      return chromium.browser;
    },
  };
}

/** Closes an open window by its close button and waits until it is gone. */
export async function closeWindow(page: Page, name: string): Promise<void> {
  await page.getByTestId(`window-${name}`).getByTestId('window-close').click();
  await page.getByTestId(`window-${name}`).waitFor({ state: 'detached' });
}

/** A chat message in the open chat window, by its text. */
export function chatMessage(page: Page, text: string) {
  return page.getByTestId('window-chat').getByTestId('chat-message').filter({ hasText: text });
}

/** Progress lines on stderr, so a slow or stuck step of a journey shows where it is. */
export function journeySteps(name: string): (what: string) => void {
  const started = Date.now();
  return (what) => process.stderr.write(`[${name} ${Math.round((Date.now() - started) / 1000)} s] ${what}\n`);
}
