import { hasModeratorAccess, type AccessLevel } from '../access-levels.ts';
import { UNLOCKS } from '../unlocks.ts';
import { CLAN_ROLE_RANK, type ClanRole } from '../clans/clan-roles.ts';

/** Forum limits (§5, §9): counted in characters (Unicode code points), after trimming. */
export const FORUM_LIMITS = {
  titleMax: 40,
  textMax: 20_000,
  commentMax: 3_000,
  pollOptionsMin: 2,
  pollOptionsMax: 10,
  pollQuestionMax: 200,
  pollOptionMax: 100,
  topicsPerPage: 20,
  commentsPerPage: 20,
  searchMax: 100,
} as const;

/** The tags a topic is filed under; the list window filters by one. */
export const FORUM_TAGS = ['general', 'help', 'ideas', 'bugs', 'trade', 'clans', 'offtopic'] as const;
export type ForumTag = (typeof FORUM_TAGS)[number];

export function isForumTag(value: string): value is ForumTag {
  return (FORUM_TAGS as readonly string[]).includes(value);
}

/** Characters as the player sees them (code points), so an emoji counts as one. */
export function charCount(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

export type ForumTextRefusal =
  | { code: 'FORUM_TITLE_EMPTY' }
  | { code: 'FORUM_TITLE_TOO_LONG'; max: number }
  | { code: 'FORUM_TEXT_TOO_LONG'; max: number }
  | { code: 'FORUM_COMMENT_EMPTY' }
  | { code: 'FORUM_COMMENT_TOO_LONG'; max: number };

/** A topic's title (1..40) and text (at most 20,000; may be empty when a poll carries the topic). */
export function checkTopicTexts(title: string, text: string): ForumTextRefusal | null {
  const t = charCount(title.trim());
  if (t === 0) return { code: 'FORUM_TITLE_EMPTY' };
  if (t > FORUM_LIMITS.titleMax) return { code: 'FORUM_TITLE_TOO_LONG', max: FORUM_LIMITS.titleMax };
  if (charCount(text.trim()) > FORUM_LIMITS.textMax)
    return { code: 'FORUM_TEXT_TOO_LONG', max: FORUM_LIMITS.textMax };
  return null;
}

/** A comment: 1..3,000 characters. */
export function checkCommentText(text: string): ForumTextRefusal | null {
  const n = charCount(text.trim());
  if (n === 0) return { code: 'FORUM_COMMENT_EMPTY' };
  if (n > FORUM_LIMITS.commentMax) return { code: 'FORUM_COMMENT_TOO_LONG', max: FORUM_LIMITS.commentMax };
  return null;
}

/** A poll: a question and 2..10 distinct, non-empty options. */
export function checkPoll(question: string, options: readonly string[]): boolean {
  const q = charCount(question.trim());
  if (q === 0 || q > FORUM_LIMITS.pollQuestionMax) return false;
  if (options.length < FORUM_LIMITS.pollOptionsMin || options.length > FORUM_LIMITS.pollOptionsMax) return false;
  const trimmed = options.map((o) => o.trim());
  if (trimmed.some((o) => charCount(o) === 0 || charCount(o) > FORUM_LIMITS.pollOptionMax)) return false;
  return new Set(trimmed.map((o) => o.toLowerCase())).size === trimmed.length;
}

export interface ForumWriter {
  level: number;
  accessLevel: AccessLevel;
  forumBanUntilMs: number | null;
}

export type ForumWriteRefusal =
  | { code: 'FORUM_LEVEL_REQUIRED'; level: number }
  | { code: 'FORUM_BANNED'; untilMs: number };

/** Posting needs level 10 (moderators exempt) and no forum block in force (§5, §9). */
export function checkForumWriter(writer: ForumWriter, nowMs: number): ForumWriteRefusal | null {
  if (writer.forumBanUntilMs !== null && writer.forumBanUntilMs > nowMs)
    return { code: 'FORUM_BANNED', untilMs: writer.forumBanUntilMs };
  if (!hasModeratorAccess(writer.accessLevel) && writer.level < UNLOCKS.forumLevel)
    return { code: 'FORUM_LEVEL_REQUIRED', level: UNLOCKS.forumLevel };
  return null;
}

export interface ForumReader {
  accessLevel: AccessLevel;
  /** The reader's clan, or null (no clan). */
  clanId: number | null;
}

export interface TopicVisibility {
  guest: boolean;
  /** A private topic's clan; null for a public topic. */
  privateClanId: number | null;
}

/**
 * Who may read a topic: a private topic only its clan's members (moderators too); a guest (TRIAL)
 * only guest topics; everyone else every public topic.
 */
export function canReadTopic(reader: ForumReader, topic: TopicVisibility): boolean {
  if (hasModeratorAccess(reader.accessLevel)) return true;
  if (topic.privateClanId !== null) return reader.clanId === topic.privateClanId;
  if (reader.accessLevel === 'TRIAL') return topic.guest;
  return true;
}

/**
 * Whether a new topic is a guest topic: a guest (TRIAL) reads guest topics only, so a guest's topic
 * is always one (else its author could not read what they wrote); anyone else chooses.
 */
export function isGuestTopic(authorLevel: AccessLevel, requested: boolean): boolean {
  return authorLevel === 'TRIAL' || requested;
}

/** A clan forum (private) topic is created by a member of at least this clan role (§5). */
export const CLAN_TOPIC_MIN_ROLE = 'PARTICIPANT' satisfies ClanRole;

/** Whether a member of `role` may create a topic in their clan's forum. */
export function mayCreateClanTopic(role: ClanRole): boolean {
  return CLAN_ROLE_RANK[role] >= CLAN_ROLE_RANK[CLAN_TOPIC_MIN_ROLE];
}
