/**
 * Referral (§1, §6, §9): a player's code brings friends; the friend gets a welcome bonus, the
 * inviter an invite bonus for each friend who plays on and a share bonus for each friend in the
 * inviter's clan. Amounts in emeralds.
 */
export const REFERRAL_WELCOME_BONUS = 99;
export const REFERRAL_INVITE_BONUS = 99;
export const REFERRAL_SHARE_BONUS = 15;
/** A friend counts for the invite bonus from this level (a guest made only to farm gives nothing). */
export const REFERRAL_FRIEND_LEVEL = 5;

/**
 * Sources where a referral code is not read (§6): Telegram and the partner platforms (GamePush's
 * partners, exe, beeline, gamedistrib), whose own stores and rules forbid such rewards or where the
 * host brings the players. The server and the web client both read this one list.
 */
export const REFERRAL_DISABLED_SOURCES: readonly string[] = [
  'tg',
  'gp_partner',
  'gp_playdeck',
  'exe',
  'beeline',
  'gamedistrib',
];

export function isReferralEnabled(userSource: string): boolean {
  return !REFERRAL_DISABLED_SOURCES.includes(userSource);
}

const OFFSET = 46_655; // codes start at four base-36 digits
const CODE_PATTERN = /^[0-9A-Z]{4,12}$/;

function checkDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum = (sum * 7 + body.charCodeAt(i) * (i + 3)) % 36;
  return sum.toString(36).toUpperCase();
}

/** The player's referral code: the id in base 36 and a check digit, so a typo is refused, not misread. */
export function referralCode(playerId: number): string {
  const body = (playerId + OFFSET).toString(36).toUpperCase();
  return body + checkDigit(body);
}

/** The player id a code names, or null for anything that is not a well-formed code. */
export function playerIdOfReferralCode(code: string): number | null {
  const text = code.trim().toUpperCase();
  if (!CODE_PATTERN.test(text)) return null;
  const body = text.slice(0, -1);
  if (checkDigit(body) !== text.slice(-1)) return null;
  const id = parseInt(body, 36) - OFFSET;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** What waits for a player to take, in emeralds, by the three fields of player info. */
export interface ReferralBonus {
  startBonus: number;
  refBonus: number;
  refClanBonus: number;
}

/**
 * What waits, from the counts: the welcome bonus, the invite bonuses and the share of friends'
 * purchases (both the inviter's, in `refBonus`), the clan share bonuses.
 */
export function referralBonusOf(counts: {
  welcome: boolean;
  invitedFriends: number;
  clanFriends: number;
  purchaseShare?: number;
}): ReferralBonus {
  return {
    startBonus: counts.welcome ? REFERRAL_WELCOME_BONUS : 0,
    refBonus: counts.invitedFriends * REFERRAL_INVITE_BONUS + (counts.purchaseShare ?? 0),
    refClanBonus: counts.clanFriends * REFERRAL_SHARE_BONUS,
  };
}

/**
 * The inviter's share of a friend's purchases (§9, the "up to 30 % of bought emeralds" reading): this
 * percent of the emeralds of every pack the friend buys, rounded down, waits for the inviter.
 */
export const REFERRAL_PURCHASE_SHARE_PERCENT = 30;

export function referralPurchaseShare(gems: number): number {
  return Math.floor((Math.max(0, Math.floor(gems)) * REFERRAL_PURCHASE_SHARE_PERCENT) / 100);
}
