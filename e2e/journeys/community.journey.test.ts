import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newJourneyPage } from '../support/browser.ts';
import { openGame, registerJourneyPlayer, waitForRealtime } from '../support/new-player.ts';
import { closeWindow, journeySteps, journeyWorld } from '../support/journey-world.ts';

const world = journeyWorld();

/** Markup that would set `window.__pwned` if any of it ran. */
const ATTACKS = [
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'onerror\'">',
  '<a id="js-link" href="javascript:window.__pwned = \'link\'">click</a>',
  '<svg onload="window.__pwned = \'svg\'"></svg>',
  '<iframe srcdoc="<script>parent.__pwned = \'iframe\'</script>"></iframe>',
].join('');

/** Short attacks for fields with a small maximum (a topic title, a gift's wish): shown as text or run. */
const SHORT_ATTACK = '<svg onload=__pwned=1>';
const WISH_ATTACK = '<img src=x onerror="window.__pwned=\'wish\'">';

const step = journeySteps('community');

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null);

describe('community', () => {
  it('forum with a poll, a reply noticed by the author, a gift with its hidden text, the manual in two languages, nothing injected runs', async () => {
    const first = await newJourneyPage(world.browser);
    const second = await newJourneyPage(world.browser);
    const ann = first.page;
    const bob = second.page;
    step('two new players enter');
    // The header and footer come from the server: they carry attacks, which the client must defuse.
    for (const page of [ann, bob])
      await page.route('**/api/player/info/current*', async (route) => {
        const response = await route.fetch();
        if (response.status() !== 200) return route.fulfill({ response });
        const info = (await response.json()) as Record<string, unknown>;
        const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(length|encoding)$/i.test(name)));
        await route.fulfill({ status: 200, headers, json: { ...info, header: `<b>Header</b>${ATTACKS}`, footer: `<a href="/legal/agreement">Agreement</a>${ATTACKS}` } });
      });
    const annInfo = await registerJourneyPlayer(ann, world.server.url, 'ranger');
    const bobInfo = await registerJourneyPlayer(bob, world.server.url, 'sorcerer');
    // The forum opens at level 10 and gifts at 15 (§9): the journey raises both players in the database.
    await world.server.setLevel([annInfo.id, bobInfo.id], 16);
    await world.server.grant(annInfo.id, { gold: 5_000 });
    // An administrator's creature news, then road news, light every player's marks (seen at the start).
    await world.server.setAccessLevel(annInfo.id, 'ADMIN');
    for (const [kind, title] of [['creature', 'Новые герои'], ['road', 'Новые ступени']]) {
      const data = { kind, titleRu: title, titleEn: title, textRu: 'Подробности', textEn: 'Details' };
      const response = await ann.request.post(`${world.server.url}/api/admin/news/add`, { data });
      if (!response.ok()) throw new Error(`news/add: ${response.status()} ${await response.text()}`);
    }
    await world.server.setAccessLevel(annInfo.id, 'PLAYER');
    for (const page of [ann, bob]) await openGame(page, world.server.url);
    for (const page of [ann, bob]) await waitForRealtime(page, 120_000);

    step('The news marks show and clear');
    // The heroes button carries the creature news mark; the heroes window shows that news and clears it.
    await bob.getByTestId('creature-news-mark').waitFor();
    await bob.getByTestId('open-profile').click();
    await expect(bob.getByTestId('profile-news').textContent()).resolves.toContain('Новые герои');
    await closeWindow(bob, 'profile');
    await bob.getByTestId('creature-news-mark').waitFor({ state: 'detached' });
    // The manual button carries the road news mark; the manual shows the news and clears it.
    await bob.getByTestId('manual-new-badge').waitFor();
    await bob.getByTestId('open-manual').click();
    await expect(bob.getByTestId('manual-news').textContent()).resolves.toContain('Новые ступени');
    await closeWindow(bob, 'manual');
    await bob.getByTestId('manual-new-badge').waitFor({ state: 'detached' });

    step('The header and footer show');
    // The header and footer show, sanitised: no script ran, no handler or javascript: link is left.
    await ann.getByTestId('open-settings').click();
    await ann.getByTestId('server-footer').waitFor();
    await expect(ann.getByTestId('server-header').textContent()).resolves.toContain('Header');
    const leftovers = await ann.evaluate(() => ({
      scripts: document.querySelectorAll('[data-testid^="server-"] script, [data-testid^="server-"] iframe, [data-testid^="server-"] svg').length,
      handlers: [...document.querySelectorAll('[data-testid^="server-"] *')].filter((el) => [...el.attributes].some((a) => a.name.startsWith('on'))).length,
      jsLinks: [...document.querySelectorAll('[data-testid^="server-"] a')].filter((a) => /^\s*javascript:/i.test(a.getAttribute('href') ?? '')).length,
    }));
    expect(leftovers).toEqual({ scripts: 0, handlers: 0, jsLinks: 0 });
    const jsLink = ann.getByTestId('server-footer').locator('#js-link');
    if ((await jsLink.count()) > 0) await jsLink.first().click();
    await ann.waitForTimeout(300);
    expect(await pwned(ann)).toBeNull();
    await closeWindow(ann, 'settings');

    step('Ann opens the forum');
    // Ann opens the forum and creates a topic with a poll; the limits show as she types.
    await ann.getByTestId('open-forum').click();
    await ann.getByTestId('forum-new-topic').click();
    const title = `Класс ${Date.now() % 1000} ${SHORT_ATTACK}`;
    await ann.getByTestId('forum-title').fill('x'.repeat(41));
    await expect(ann.getByTestId('forum-title-counter').textContent()).resolves.toBe('41 / 40');
    await expect(ann.getByTestId('forum-create').isDisabled()).resolves.toBe(true);
    await ann.getByTestId('forum-title').fill(title);
    await ann.getByTestId('forum-text').fill(`Какой класс сильнее? ${ATTACKS}`);
    await ann.getByTestId('forum-guest').check();
    await ann.getByTestId('forum-poll-question').fill('Кто сильнее?');
    await ann.getByTestId('forum-poll-option-0').fill('Рыцарь');
    await ann.getByTestId('forum-poll-option-1').fill('Маг');
    await ann.getByTestId('forum-create').click();
    await ann.getByTestId('forum-topic').waitFor();
    await expect(ann.getByTestId('forum-topic-title').textContent()).resolves.toBe(title);
    // The attack is shown as text, never as markup.
    await expect(ann.getByTestId('forum-topic-text').textContent()).resolves.toContain('<script>');
    await closeWindow(ann, 'forum');

    step('Bob finds it');
    // Bob finds it, votes and comments.
    await bob.getByTestId('open-forum').click();
    await bob.locator('[data-testid^="forum-topic-"]').filter({ hasText: title }).click();
    await bob.getByTestId('forum-poll-choice-1').check();
    await bob.getByTestId('forum-vote').click();
    await expect(bob.getByTestId('forum-poll-result-1').textContent()).resolves.toContain('1');
    await bob.getByTestId('forum-comment-text').fill(`Маг, конечно! ${ATTACKS}`);
    await expect(bob.getByTestId('forum-comment-counter').getAttribute('data-count')).resolves.not.toBe('0');
    await bob.getByTestId('forum-comment-send').click();
    await bob.locator('li[data-testid^="forum-comment-"]').filter({ hasText: 'Маг, конечно!' }).first().waitFor();
    await closeWindow(bob, 'forum');

    step('Ann sees the notification');
    // Ann sees the notification mark live and the reply in her notifications.
    await ann.locator('[data-testid="open-notifications"][data-new="1"]').waitFor();
    await ann.getByTestId('open-notifications').click();
    await ann.locator('[data-type="FORUM_REPLY"]').filter({ hasText: title }).waitFor();
    await closeWindow(ann, 'notifications');

    step('Ann gives Bob a gift');
    // Ann gives Bob a gift; he opens it and reads the hidden text.
    await ann.getByTestId('open-gifts').click();
    await ann.getByTestId('gifts-tab-give').click();
    await ann.getByTestId('gift-to').fill(bobInfo.nickname);
    await ann.getByTestId('gift-amount').fill('500');
    await ann.getByTestId('gift-wish').fill(`Удачи на дороге! ${WISH_ATTACK}`);
    await ann.getByTestId('gift-hidden').fill(`Тайна: портал на 100-й ступени ${ATTACKS}`);
    await ann.getByTestId('gift-send').click();
    await ann.getByTestId('gift-sent').waitFor();
    await closeWindow(ann, 'gifts');
    await bob.locator('[data-testid="open-gifts"][data-new="1"]').waitFor();
    await bob.getByTestId('open-gifts').click();
    const gift = bob.locator('[data-testid^="gift-"]').filter({ hasText: 'Удачи на дороге!' }).first();
    await gift.waitFor();
    await expect(gift.textContent()).resolves.not.toContain('Тайна');
    await gift.locator('[data-testid^="gift-open-"]').click();
    await bob.locator('[data-testid^="gift-hidden-"]').filter({ hasText: 'Тайна: портал' }).waitFor();
    // The wish's markup is shown as text, as the topic's title was.
    await expect(gift.textContent()).resolves.toContain('<img src=x');
    await closeWindow(bob, 'gifts');

    step('The manual shows');
    // The manual shows a force's description in Russian, then in English.
    await bob.getByTestId('open-manual').click();
    await bob.getByTestId('manual-entry-human_valor').getByRole('button').click();
    await expect(bob.getByTestId('manual-force-rank-1').textContent()).resolves.toContain('атака +3');
    await closeWindow(bob, 'manual');
    await bob.getByTestId('open-settings').click();
    await bob.getByTestId('settings-lang-en').click();
    await closeWindow(bob, 'settings');
    await bob.getByTestId('open-manual').click();
    await bob.getByTestId('manual-entry-human_valor').getByRole('button').click();
    await expect(bob.getByTestId('manual-force-rank-1').textContent()).resolves.toContain('attack +3');

    for (const page of [ann, bob]) expect(await pwned(page)).toBeNull();
    await first.context.close();
    await second.context.close();
  }, 420_000);
});
