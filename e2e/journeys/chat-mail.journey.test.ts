import { describe, expect, it } from 'vitest';
import { newJourneyPage } from '../support/browser.ts';
import { enterAsPreparedPlayer, waitForRealtime } from '../support/new-player.ts';
import { chatMessage, closeWindow, journeyWorld } from '../support/journey-world.ts';

const world = journeyWorld();

describe('two players', () => {
  it('chat live, mail each other with the new-mail flag, and a block refuses mail', async () => {
    const first = await newJourneyPage(world.browser);
    const second = await newJourneyPage(world.browser);
    const ann = first.page;
    const bob = second.page;

    // Chat needs level 10 (§5, §9): the journey raises both players in the database.
    const annInfo = await enterAsPreparedPlayer(ann, world.server.url, 'ranger', (me) => world.server.setLevel([me.id], 12));
    const bobInfo = await enterAsPreparedPlayer(bob, world.server.url, 'sorcerer', (me) => world.server.setLevel([me.id], 12));
    for (const page of [ann, bob]) await waitForRealtime(page);

    // Both open the chat; Ann writes in the main room and Bob sees it live.
    for (const page of [ann, bob]) {
      await page.getByTestId('open-chat').click();
      await page.getByTestId('window-chat').waitFor();
      await page.getByTestId('chat-room-main').waitFor();
    }
    const hello = `Привет, путники! ${Date.now() % 10000}`;
    await ann.getByTestId('chat-input').fill(hello);
    await expect(ann.getByTestId('chat-counter').textContent()).resolves.toBe(`${hello.length}/1000`);
    await ann.getByTestId('chat-send').click();
    await chatMessage(bob, hello).waitFor();
    await expect(chatMessage(bob, hello).getByTestId('chat-message-author').textContent()).resolves.toBe(annInfo.nickname);

    // Bob answers; Ann deletes a message of hers and Bob sees it go.
    const answer = 'Здравствуй! Пиши мне письмом.';
    await bob.getByTestId('chat-input').fill(answer);
    await bob.getByTestId('chat-input').press('Enter');
    await chatMessage(ann, answer).waitFor();
    const oops = 'Ой, не туда';
    await ann.getByTestId('chat-input').fill(oops);
    await ann.getByTestId('chat-send').click();
    await chatMessage(bob, oops).waitFor();
    await chatMessage(ann, oops).getByTestId('chat-message-delete').click();
    await chatMessage(bob, oops).waitFor({ state: 'detached' });
    expect(await chatMessage(bob, answer).getByTestId('chat-message-delete').count()).toBe(1);
    expect(await chatMessage(bob, hello).getByTestId('chat-message-delete').count()).toBe(0);

    // A picture is refused before sending, with the translated text.
    await ann.getByTestId('chat-input').fill('смотри https://example.com/dragon.png');
    await expect(ann.getByTestId('window-chat').getByTestId('form-error').textContent()).resolves.toMatch(/Картинки в чате не поддерживаются/);
    await expect(ann.getByTestId('chat-send').isDisabled()).resolves.toBe(true);
    await ann.getByTestId('chat-input').fill('');

    // Bob closes the chat. Ann mails him from his chat message.
    await closeWindow(bob, 'chat');
    await expect(bob.getByTestId('open-mail').getAttribute('data-new')).resolves.toBe('0');
    await chatMessage(ann, answer).getByTestId('chat-message-author').click();
    await ann.getByTestId('chat-author-mail').click();
    await ann.getByTestId('window-mail').waitFor();
    await expect
      .poll(() => ann.getByTestId('mail-dialog-name').textContent({ timeout: 2_000 }).catch(() => null), { timeout: 30_000 })
      .toBe(bobInfo.nickname);
    const letter = 'Встретимся у портала на сотой ступени?';
    await ann.getByTestId('mail-input').fill(letter);
    await ann.getByTestId('mail-send').click();
    await ann.getByTestId('mail-message').filter({ hasText: letter }).waitFor();

    // Bob sees the new-mail flag on the road, then the letter.
    await bob.getByTestId('mail-new-badge').waitFor();
    await bob.getByTestId('open-mail').click();
    const fromAnn = bob.locator(`[data-testid="mail-dialog"][data-partner-id="${annInfo.id}"]`);
    await fromAnn.waitFor();
    await expect(fromAnn.getAttribute('data-unread')).resolves.toBe('1');
    await fromAnn.click();
    await bob.getByTestId('mail-message').filter({ hasText: letter }).waitFor();

    // A second letter arrives live in the open dialog.
    const second_letter = 'И захвати эликсир.';
    await ann.getByTestId('mail-input').fill(second_letter);
    await ann.getByTestId('mail-send').click();
    await bob.getByTestId('mail-message').filter({ hasText: second_letter }).waitFor();

    // Bob blocks Ann: her next letter is refused with the translated text.
    await bob.getByTestId('mail-block').click();
    await bob.getByTestId('mail-unblock').waitFor();
    await ann.getByTestId('mail-input').fill('Ты тут?');
    await ann.getByTestId('mail-send').click();
    await expect(ann.getByTestId('window-mail').getByTestId('form-error').textContent()).resolves.toBe('Пользователь недоступен для связи.');

    // Bob sees Ann on his black list; closing mail refreshes player info and the flag is gone.
    await bob.getByTestId('mail-back').click();
    await bob.getByTestId('mail-blocklist-open').click();
    await bob.locator(`[data-testid="mail-blocked"][data-player-id="${annInfo.id}"]`).waitFor();
    await closeWindow(bob, 'mail');
    await bob.waitForSelector('[data-testid="open-mail"][data-new="0"]');

    // Settings holds the same black list (§2), where Bob unblocks Ann, and the push-notification switch.
    await bob.getByTestId('open-settings').click();
    await bob.getByTestId('settings-blocklist').locator('summary').click();
    await bob.locator(`[data-testid="settings-blocked"][data-player-id="${annInfo.id}"]`).getByTestId('settings-blocked-unblock').click();
    await bob.locator(`[data-testid="settings-blocked"][data-player-id="${annInfo.id}"]`).waitFor({ state: 'detached' });
    await bob.getByTestId('settings-push-on').click();
    await bob.waitForSelector('[data-testid="settings-push-on"][aria-checked="true"]');
    await closeWindow(bob, 'settings');

    // A server newer than the page answers its next player fetch VERSION_OUTDATED (as the route test
    // shows): the page offers its Update step, not the connection page.
    await bob.route('**/api/player/info/current*', (route) =>
      route.fulfill({ status: 409, json: { error: 'VERSION_OUTDATED', message: 'outdated', details: { frontVersion: 10_000 } } }),
    );
    await bob.getByTestId('open-mail').click();
    await closeWindow(bob, 'mail');
    await bob.getByTestId('window-update').getByTestId('update-now').waitFor();
    expect(await bob.getByTestId('window-connection-lost').count()).toBe(0);

    await first.context.close();
    await second.context.close();
  });
});
