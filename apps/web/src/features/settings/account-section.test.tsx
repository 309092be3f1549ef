import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { AccountFacts } from '@rol/rules/account-kind';
import { bothLangsI18n } from '../../i18n/test-i18n.ts';
import type { UiLang } from '../../launch/launch-params.ts';
import { AccountSection } from './account-section.tsx';

const render = (lang: UiLang, player: AccountFacts) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={bothLangsI18n(lang)}>
      <AccountSection
        player={player}
        onOpen={() => undefined}
        onLogout={() => undefined}
        loggingOut={false}
      />
    </I18nextProvider>,
  );
const entries = (html: string) => [...html.matchAll(/data-testid="settings-([a-z-]+)"/g)].map((m) => m[1]);

const guest: AccountFacts = { accessLevel: 'TRIAL', userSource: 'own', hasPassword: false };
const yaPlayer: AccountFacts = { accessLevel: 'PLAYER', userSource: 'ya', hasPassword: false };
const withPassword: AccountFacts = { accessLevel: 'PLAYER', userSource: 'ya', hasPassword: true };

describe('AccountSection', () => {
  it('offers a guest registration, not a password change', () => {
    const html = render('en', guest);
    expect(entries(html)).toEqual(['register', 'rename', 'login', 'logout']);
    expect(html).toContain('Register to keep your progress');
  });

  it('offers a platform player without a password to add one, in both languages', () => {
    const en = render('en', yaPlayer);
    expect(entries(en)).toEqual(['add-password', 'rename', 'mail-or-phone', 'login', 'logout']);
    expect(en).toContain('>Add a password<');
    expect(en).toContain('to log in on our site too');
    const ru = render('ru', yaPlayer);
    expect(ru).toContain('>Добавить пароль<');
    expect(ru).toContain('входить в игру и на нашем сайте');
    expect(render('ru', { ...yaPlayer, userSource: 'tg' })).toContain('data-testid="settings-add-password"');
  });

  it('offers the password change once the player has one, and nothing to register', () => {
    const html = render('ru', withPassword);
    expect(entries(html)).toEqual(['rename', 'mail-or-phone', 'password', 'login', 'logout']);
    expect(html).not.toContain('settings__hint');
    expect(entries(render('en', { ...withPassword, userSource: 'own' }))).toContain('password');
  });
});
