import { describe, expect, it } from 'vitest';
import {
  canReadTopic,
  charCount,
  checkCommentText,
  mayCreateClanTopic,
  checkForumWriter,
  checkPoll,
  checkTopicTexts,
  isGuestTopic,
} from './forum-rules.ts';

describe('forum limits', () => {
  it('counts characters as code points after trimming', () => {
    expect(charCount('😀😀')).toBe(2);
    expect(checkTopicTexts('  ', '')).toEqual({ code: 'FORUM_TITLE_EMPTY' });
    expect(checkTopicTexts('a'.repeat(40), '')).toBeNull();
    expect(checkTopicTexts(` ${'😀'.repeat(40)} `, '')).toBeNull();
    expect(checkTopicTexts('a'.repeat(41), '')).toEqual({ code: 'FORUM_TITLE_TOO_LONG', max: 40 });
    expect(checkTopicTexts('t', 'a'.repeat(20_000))).toBeNull();
    expect(checkTopicTexts('t', 'a'.repeat(20_001))).toEqual({ code: 'FORUM_TEXT_TOO_LONG', max: 20_000 });
    expect(checkCommentText('')).toEqual({ code: 'FORUM_COMMENT_EMPTY' });
    expect(checkCommentText('a'.repeat(3_000))).toBeNull();
    expect(checkCommentText('a'.repeat(3_001))).toEqual({ code: 'FORUM_COMMENT_TOO_LONG', max: 3_000 });
  });

  it('takes polls of a question and 2 to 10 distinct options', () => {
    expect(checkPoll('Q?', ['a', 'b'])).toBe(true);
    expect(checkPoll('', ['a', 'b'])).toBe(false);
    expect(checkPoll('Q?', ['a'])).toBe(false);
    expect(checkPoll('Q?', ['a', ' A'])).toBe(false);
    expect(checkPoll('Q?', ['a', ' '])).toBe(false);
    expect(checkPoll('Q?', Array.from({ length: 11 }, (_, i) => String(i)))).toBe(false);
  });
});

describe('who writes and who reads', () => {
  const now = 1_000;
  it('needs level 10 (moderators exempt) and no block in force', () => {
    expect(checkForumWriter({ level: 10, accessLevel: 'PLAYER', forumBanUntilMs: null }, now)).toBeNull();
    expect(checkForumWriter({ level: 9, accessLevel: 'PLAYER', forumBanUntilMs: null }, now)).toEqual({ code: 'FORUM_LEVEL_REQUIRED', level: 10 });
    expect(checkForumWriter({ level: 1, accessLevel: 'MODERATOR', forumBanUntilMs: null }, now)).toBeNull();
    expect(checkForumWriter({ level: 50, accessLevel: 'PLAYER', forumBanUntilMs: now + 1 }, now)).toEqual({ code: 'FORUM_BANNED', untilMs: now + 1 });
    expect(checkForumWriter({ level: 50, accessLevel: 'PLAYER', forumBanUntilMs: now }, now)).toBeNull();
  });

  it('shows a private topic to its clan only, and guests only guest topics', () => {
    const open = { guest: false, privateClanId: null };
    const forGuests = { guest: true, privateClanId: null };
    const clan7 = { guest: false, privateClanId: 7 };
    expect(canReadTopic({ accessLevel: 'PLAYER', clanId: null }, open)).toBe(true);
    expect(canReadTopic({ accessLevel: 'TRIAL', clanId: null }, open)).toBe(false);
    expect(canReadTopic({ accessLevel: 'TRIAL', clanId: null }, forGuests)).toBe(true);
    expect(canReadTopic({ accessLevel: 'PLAYER', clanId: null }, clan7)).toBe(false);
    expect(canReadTopic({ accessLevel: 'PLAYER', clanId: 8 }, clan7)).toBe(false);
    expect(canReadTopic({ accessLevel: 'PLAYER', clanId: 7 }, clan7)).toBe(true);
    expect(canReadTopic({ accessLevel: 'MODERATOR', clanId: null }, clan7)).toBe(true);
  });

  it("makes a guest's topic a guest topic, so its author reads it; others choose", () => {
    for (const requested of [false, true]) {
      expect(isGuestTopic('TRIAL', requested)).toBe(true);
      const topic = { guest: isGuestTopic('TRIAL', requested), privateClanId: null };
      expect(canReadTopic({ accessLevel: 'TRIAL', clanId: null }, topic)).toBe(true);
    }
    expect(isGuestTopic('PLAYER', false)).toBe(false);
    expect(isGuestTopic('PLAYER', true)).toBe(true);
    expect(isGuestTopic('MODERATOR', false)).toBe(false);
  });
});

describe('clan topics', () => {
  it('are created from the participant role up', () => {
    expect(mayCreateClanTopic('NEWBIE')).toBe(false);
    for (const role of ['PARTICIPANT', 'REPRESENTATIVE', 'DEPUTY_LEADER', 'SUBLEADER', 'TEMPORARY_LEADER', 'LEADER'] as const)
      expect(mayCreateClanTopic(role)).toBe(true);
  });
});
