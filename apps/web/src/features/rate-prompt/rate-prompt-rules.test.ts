import { describe, expect, it } from 'vitest';
import { RATE_PROMPT_LEVEL, shouldAskToRate } from './rate-prompt-rules.ts';

describe('the rate prompt', () => {
  it('asks from its level on, until the player has answered', () => {
    expect(shouldAskToRate({ level: RATE_PROMPT_LEVEL - 1, metaData: {} })).toBe(false);
    expect(shouldAskToRate({ level: RATE_PROMPT_LEVEL, metaData: {} })).toBe(true);
    expect(shouldAskToRate({ level: RATE_PROMPT_LEVEL + 20, metaData: { rated: false } })).toBe(true);
    expect(shouldAskToRate({ level: RATE_PROMPT_LEVEL + 20, metaData: { rated: true } })).toBe(false);
  });
});
