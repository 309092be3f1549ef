import type { FastifyRequest } from 'fastify';
import type { Lang } from '@rol/protocol/error-texts';

function langOf(value: unknown): Lang | null {
  if (typeof value !== 'string') return null;
  if (/^en/i.test(value)) return 'en';
  if (/^ru/i.test(value)) return 'ru';
  return null;
}

function langField(source: unknown): Lang | null {
  return source !== null && typeof source === 'object'
    ? langOf((source as Record<string, unknown>).lang)
    : null;
}

/**
 * The language of error texts: the session player's, else the `lang` query or body field, else an
 * English Accept-Language, else Russian (§1 default).
 */
export function requestLang(request: FastifyRequest): Lang {
  const player = request.auth?.player;
  if (player) return player.lang === 'EN' ? 'en' : 'ru';
  const fromInput = langField(request.query) ?? langField(request.body);
  if (fromInput) return fromInput;
  const accept = request.headers['accept-language'];
  return typeof accept === 'string' && /^\s*en/i.test(accept) ? 'en' : 'ru';
}
