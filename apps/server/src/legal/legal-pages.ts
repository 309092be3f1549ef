import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Lang } from '@rol/protocol/error-texts';
import { validateInput } from '../http/validate-input.ts';

const PAGES = {
  agreement: {
    ru: {
      title: 'Пользовательское соглашение',
      text: 'Дорога Легенд — бесплатная игра. Играя, вы соглашаетесь вести себя уважительно к другим игрокам, не использовать ошибки игры и не передавать свой аккаунт. Администрация может ограничить доступ нарушителям.',
    },
    en: {
      title: 'User agreement',
      text: 'Road of Legends is a free game. By playing you agree to respect other players, not to exploit bugs and not to hand over your account. The administration may restrict access for those who break these rules.',
    },
  },
  privacy: {
    ru: {
      title: 'Политика конфиденциальности',
      text: 'Мы храним только то, что нужно для игры: никнейм, хэш пароля, необязательные почту или телефон, настройки и игровой прогресс. Cookie JSESSIONID хранит вашу сессию. Мы не передаём данные третьим лицам.',
    },
    en: {
      title: 'Privacy policy',
      text: 'We keep only what the game needs: your nickname, a hash of your password, an optional mail or phone, your settings and your progress. The JSESSIONID cookie holds your session. We share no data with third parties.',
    },
  },
} as const satisfies Record<string, Record<Lang, { title: string; text: string }>>;

const pageQuery = z.object({ lang: z.string().max(8).optional() });

/** The agreement and privacy texts the footer links to (§5: they must be accepted to register). */
export const legalPagesPlugin = fp(
  async (app) => {
    for (const [name, page] of Object.entries(PAGES)) {
      app.get(`/legal/${name}`, async (request, reply) => {
        const lang: Lang = /^en/i.test(validateInput(pageQuery, request.query, 'query').lang ?? '')
          ? 'en'
          : 'ru';
        const { title, text } = page[lang];
        const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`;
        return reply.type('text/html; charset=utf-8').send(html);
      });
    }
  },
  { name: 'legal-pages' },
);
