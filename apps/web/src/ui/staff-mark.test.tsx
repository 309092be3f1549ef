import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { StaffLevel } from '@rol/rules/access-levels';
import { bothLangsI18n } from '../i18n/test-i18n.ts';
import type { UiLang } from '../launch/launch-params.ts';
import { StaffMark } from './staff-mark.tsx';

const render = (lang: UiLang, level: StaffLevel | null | undefined) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={bothLangsI18n(lang)}>
      <StaffMark level={level} />
    </I18nextProvider>,
  );

describe('StaffMark', () => {
  it('draws nothing for a guest or a player', () => {
    expect(render('ru', null)).toBe('');
    expect(render('en', undefined)).toBe('');
  });

  it.each([
    ['ru', 'MODERATOR', 'модератор', 'Сотрудник игры: модератор.'],
    ['ru', 'ADMIN', 'администратор', 'Сотрудник игры: администратор.'],
    ['ru', 'GOD', 'разработчик', 'Сотрудник игры: разработчик.'],
    ['en', 'MODERATOR', 'moderator', 'Game staff: moderator.'],
    ['en', 'ADMIN', 'administrator', 'Game staff: administrator.'],
    ['en', 'GOD', 'developer', 'Game staff: developer.'],
  ] as const)('labels a %s %s as "%s" with its hint', (lang, level, label, hint) => {
    const html = render(lang, level);
    expect(html).toContain(`data-staff-level="${level}"`);
    expect(html).toContain(`>${label}</span>`);
    expect(html).toMatch(new RegExp(`title="${hint}[^"]*"`));
    expect(html).toMatch(new RegExp(`aria-label="${hint}[^"]*"`));
    expect(html).toContain('<svg');
  });
});
