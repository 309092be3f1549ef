import type { CHAT_SMILEY_COUNT } from '@rol/protocol/message-text';

/** The pictures of `[smile]1` … `[smile]24` (§3 smiley messages), drawn as emoji. */
export const SMILEYS = [
  '😀', '😂', '😊', '😍', '😎', '😢', '😡', '😱', '👍', '👎', '🙏', '💪',
  '🔥', '⚔️', '🛡️', '👑', '🐉', '💎', '🍀', '🎉', '❤️', '💀', '🤔', '😴',
] as const satisfies readonly string[] & { length: typeof CHAT_SMILEY_COUNT };

export function smileyOf(n: number): string {
  return SMILEYS[n - 1] ?? '🙂';
}
