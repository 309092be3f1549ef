/**
 * The host platforms whose pages may show the game in a frame, as CSP `frame-ancestors` sources
 * (FRAME_ANCESTORS replaces this list): VK, Odnoklassniki, Yandex Games, Telegram's web client.
 */
export const DEFAULT_FRAME_ANCESTORS: readonly string[] = [
  'https://vk.com',
  'https://*.vk.com',
  'https://ok.ru',
  'https://*.ok.ru',
  'https://yandex.ru',
  'https://*.yandex.ru',
  'https://yandex.com',
  'https://*.yandex.com',
  'https://web.telegram.org',
];

/** A frame-ancestors source: `scheme://host[:port]`, the host may begin with `*.`. */
const SOURCE = /^https?:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/**
 * FRAME_ANCESTORS: unset is the default platforms; `none` lets only the game's own pages frame it;
 * otherwise comma-separated sources like `https://vk.com,https://*.vk.com`. Anything else stops
 * the boot (a typo would silently block a platform, or open the game to every site).
 */
export function frameAncestorsFrom(value: string | undefined): string[] {
  const text = value?.trim() ?? '';
  if (text === '') return [...DEFAULT_FRAME_ANCESTORS];
  if (text.toLowerCase() === 'none') return [];
  return text
    .split(',')
    .map((entry) => entry.trim().toLowerCase().replace(/\/$/, ''))
    .filter((entry) => entry !== '')
    .map((entry) => {
      if (!SOURCE.test(entry))
        throw new Error(`FRAME_ANCESTORS must list origins like https://vk.com or https://*.vk.com, got "${entry}"`);
      return entry;
    });
}
