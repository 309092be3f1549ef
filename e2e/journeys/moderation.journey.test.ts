import { describe, expect, it } from 'vitest';
import { newJourneyPage, waitForScene } from '../support/browser.ts';
import { currentPlayer, enterAsPreparedPlayer, waitForRealtime } from '../support/new-player.ts';
import { chatMessage, journeySteps, journeyWorld } from '../support/journey-world.ts';

const world = journeyWorld();

const step = journeySteps('moderation');

describe('a moderator and a player', () => {
  it('bans from a chat message, the player sees the ban; log, unban, login-as and back', async () => {
    const first = await newJourneyPage(world.browser);
    const second = await newJourneyPage(world.browser);
    const mod = first.page;
    const pat = second.page;
    const modInfo = await enterAsPreparedPlayer(mod, world.server.url, 'knight', async (me) => {
      await world.server.setLevel([me.id], 12);
      await world.server.setAccessLevel(me.id, 'MODERATOR');
    });
    const patInfo = await enterAsPreparedPlayer(pat, world.server.url, 'ranger', (me) => world.server.setLevel([me.id], 12));
    for (const page of [mod, pat]) await waitForRealtime(page);
    expect(await pat.getByTestId('open-moderation').count()).toBe(0);

    step('The player takes a resource on the road ');
    // The player takes a resource on the road (a ledger entry) and floods the chat.
    const resource = pat.locator('[data-place-type="RESOURCE"][data-state="open"][data-stair="1"]').first();
    await resource.waitFor();
    const placeId = (await resource.getAttribute('data-testid'))!.replace('place-', '');
    await resource.click();
    await pat.locator(`[data-testid="place-${placeId}"][data-state="taken"]`).waitFor({ timeout: 30_000 });
    await pat.getByTestId('open-chat').click();
    const spam = `Купите золото дёшево ${Date.now() % 10000}`;
    await pat.getByTestId('chat-input').fill(spam);
    await pat.getByTestId('chat-send').click();

    step('The moderator finds the player from the ');
    // The moderator finds the player from the chat message and bans them for flood, 1 hour.
    await mod.getByTestId('open-chat').click();
    await chatMessage(mod, spam).waitFor();
    await chatMessage(mod, spam).getByTestId('chat-message-author').click();
    await mod.getByTestId('chat-author-moderate').click();
    const card = mod.locator(`[data-testid="staff-player-card"][data-player-id="${patInfo.id}"]`);
    await card.waitFor();
    await mod.getByTestId('staff-ban-scope').selectOption('GAME');
    await mod.getByTestId('staff-ban-reason').selectOption('FLOOD');
    await mod.getByTestId('staff-ban-duration').selectOption('1h');
    await mod.getByTestId('staff-ban').click();
    await mod.getByTestId('staff-ban-GAME').waitFor();
    await expect(mod.getByTestId('staff-ban-GAME').textContent()).resolves.toMatch(/Флуд/);

    step('The players socket is closed at once; t');
    // The player's socket is closed at once; the game shows the ban with its reason and end.
    await pat.getByTestId('ban-notice').waitFor({ timeout: 30_000 });
    await expect(pat.getByTestId('ban-notice-reason').textContent()).resolves.toMatch(/Флуд/);
    await expect(pat.getByTestId('ban-notice-until').textContent()).resolves.toMatch(/\d/);

    step('The moderator reads the players log: th');
    // The moderator reads the player's log: the resource taken is there, and the ban.
    await mod.getByTestId('staff-tab-log').click();
    await mod.locator('[data-testid="staff-log-entry"][data-kind="ledger"]').first().waitFor();
    await mod.locator('[data-testid="staff-log-entry"][data-kind="moderation"]').first().waitFor();
    await mod.getByTestId('staff-log-filter').selectOption('ledger');
    await expect.poll(() => mod.locator('[data-testid="staff-log-entry"][data-kind="moderation"]').count()).toBe(0);
    await mod.getByTestId('staff-tab-payments').click();
    await mod.getByTestId('staff-payments').waitFor();

    step('Unban: the players game opens again.');
    // Unban: the player's game opens again.
    await mod.getByTestId('staff-tab-player').click();
    await mod.getByTestId('staff-unban-GAME').click();
    await mod.getByTestId('staff-no-bans').waitFor();
    await pat.reload();
    await waitForScene(pat, 'Road');
    expect(await pat.getByTestId('ban-notice').count()).toBe(0);

    step('Login-as: the moderators page becomes t');
    // Login-as: the moderator's page becomes the player's, marked, and returns without a password.
    await mod.getByTestId('staff-enter').click();
    await mod.getByTestId('acting-as').waitFor({ timeout: 60_000 });
    await expect(mod.getByTestId('player-nickname').textContent()).resolves.toBe(patInfo.nickname);
    await mod.getByTestId('acting-as-exit').click();
    await waitForScene(mod, 'Road');
    await expect.poll(() => currentPlayer(mod).then((p) => p.id), { timeout: 30_000 }).toBe(modInfo.id);
    await mod.getByTestId('open-moderation').waitFor();
    expect(await mod.getByTestId('acting-as').count()).toBe(0);

    await first.context.close();
    await second.context.close();
  }, 420_000);
});
