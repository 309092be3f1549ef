import type { Lang } from '@rol/protocol/error-texts';

/** §2: the header and footer are HTML supplied by the server. Small, static, no user data. */
const HEADER: Record<Lang, string> = {
  ru: '<div class="rol-header"><strong>Дорога Легенд</strong></div>',
  en: '<div class="rol-header"><strong>Road of Legends</strong></div>',
};

const FOOTER: Record<Lang, string> = {
  ru:
    '<div class="rol-footer">' +
    '<a href="/legal/agreement?lang=ru" target="_blank" rel="noopener">Пользовательское соглашение</a> · ' +
    '<a href="/legal/privacy?lang=ru" target="_blank" rel="noopener">Политика конфиденциальности</a> · ' +
    'Иконки: <a href="https://game-icons.net" target="_blank" rel="noopener">game-icons.net</a>, ' +
    '<a href="https://creativecommons.org/licenses/by/3.0/" target="_blank" rel="noopener">CC BY 3.0</a>' +
    '</div>',
  en:
    '<div class="rol-footer">' +
    '<a href="/legal/agreement?lang=en" target="_blank" rel="noopener">User agreement</a> · ' +
    '<a href="/legal/privacy?lang=en" target="_blank" rel="noopener">Privacy policy</a> · ' +
    'Icons: <a href="https://game-icons.net" target="_blank" rel="noopener">game-icons.net</a>, ' +
    '<a href="https://creativecommons.org/licenses/by/3.0/" target="_blank" rel="noopener">CC BY 3.0</a>' +
    '</div>',
};

export function pageHeader(lang: Lang): string {
  return HEADER[lang];
}

export function pageFooter(lang: Lang): string {
  return FOOTER[lang];
}
