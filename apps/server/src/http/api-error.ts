import type { ErrorCode } from '@rol/protocol/error-codes';

/** HTTP status of codes that are not a plain 400. */
const STATUS: Partial<Record<ErrorCode, number>> = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  PLAYER_BANNED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  // §8: the page runs an older build than the server's; its Update step reloads it.
  VERSION_OUTDATED: 409,
  NICKNAME_TAKEN: 409,
  ALREADY_REGISTERED: 409,
  CHARACTER_ALREADY_CHOSEN: 409,
  PLACE_NOT_FOUND: 404,
  NOTIFICATION_NOT_FOUND: 404,
  PLACE_ALREADY_TAKEN: 409,
  CONTEXT_STALE: 409,
  PLAYER_IN_BATTLE: 409,
  EVERYDAY_REWARD_TAKEN: 409,
  BATTLE_NOT_FOUND: 404,
  BATTLE_IN_PROGRESS: 409,
  BATTLE_COMPLETED: 409,
  CREATURE_NOT_FOUND: 404,
  CONSUMABLE_NOT_FOUND: 404,
  UPGRADE_NOT_FOUND: 404,
  ARTIFACT_NOT_FOUND: 404,
  ARENA_OPPONENT_NOT_FOUND: 404,
  ARENA_OPPONENT_STALE: 409,
  FORUM_TOPIC_NOT_FOUND: 404,
  FORUM_COMMENT_NOT_FOUND: 404,
  FORUM_ALREADY_VOTED: 409,
  GIFT_NOT_FOUND: 404,
  GIFT_ALREADY_OPENED: 409,
  PLAYER_NOT_FOUND: 404,
  MANUAL_NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  REQUEST_TIMEOUT: 408,
  RATE_LIMITED: 429,
  WRITING_TOO_FAST: 429,
  GUEST_LIMIT: 429,
  INTERNAL_ERROR: 500,
  STAFF_RANK_TOO_LOW: 403,
  ROLE_CHANGE_FORBIDDEN: 403,
  ACTING_AS_PLAYER: 403,
  TASK_NOT_FOUND: 404,
  TASK_REWARD_TAKEN: 409,
  TUTORIAL_NOT_FINISHED: 403,
  PLATFORM_PROOF_INVALID: 403,
  PLATFORM_PROOF_EXPIRED: 403,
  PLATFORM_PROOF_REPLAYED: 409,
  // The platform's API failed us (down, an error answer, a time-out): the call may succeed later.
  // 424 Failed Dependency keeps it a 4xx (a 5xx is our bug) while telling it apart from bad input.
  PLATFORM_UNAVAILABLE: 424,
  SNOW_WORLD_LOCKED: 403,
  SNOW_WORLD_LOW_PRESSURE: 409,
  SNOW_WORLD_NOT_IN: 409,
  SNOW_WORLD_BLOCKED: 409,
  SNOW_PLACE_DONE: 409,
  MONASTERY_CLOSED: 403,
  NICKNAME_LOOKALIKE: 409,
  CROSS_SITE_REFUSED: 403,
  // A booster verb that the slot's state does not allow now: a conflict with what runs, not bad input.
  BOOSTER_ACTIVE: 409,
  BOOSTER_NOT_ACTIVE: 409,
  BOOSTER_SAME: 409,
  WHEEL_REWARD_PENDING: 409,
  WHEEL_NO_REWARD: 404,
  WHEEL_TICKET_DAILY_LIMIT: 409,
  PAYMENT_WRONG_PLATFORM: 403,
  PAYMENT_ORDER_NOT_FOUND: 404,
  PAYMENT_NOT_PAID: 409,
  PAYMENT_PROVIDER_FAILED: 503,
  PAYMENT_GIFT_TAKEN: 409,
  PAYMENT_TEST_REFUSED: 403,
  PLATFORM_ACCOUNT_NOT_YOURS: 403,
  SHOP_LOCKED: 403,
  SHOP_OFFER_NOT_FOUND: 404,
  SHOP_DAILY_LIMIT: 409,
  REFERRAL_NO_BONUS: 409,
  REFERRAL_DISABLED: 403,
  DELAYED_CHEST_NONE: 404,
  DELAYED_CHEST_NOT_READY: 409,
  DELAYED_CHEST_READY: 409,
  CHEST_LOCKED: 409,
  CHEST_ALREADY_OPENED: 409,
  CAMPAIGN_NOT_FOUND: 404,
  CAMPAIGN_NOT_RUNNING: 409,
  OFFER_NOT_AVAILABLE: 409,
  DAILY_OK_TAKEN: 409,
  DAILY_OK_NOT_MEMBER: 403,
  // A promotion used up, a day's limit reached: a conflict with what the player did before, like
  // SHOP_DAILY_LIMIT and EVERYDAY_REWARD_TAKEN.
  PROMOTION_ALREADY_USED: 409,
  CAMPAIGN_DAILY_LIMIT: 409,
  AD_REWARD_UNAVAILABLE: 403,
  AD_REWARD_LIMIT: 409,
  AD_REWARD_TOO_SOON: 409,
  CLAN_NOT_MEMBER: 403,
  CLAN_SHOP_LEVEL: 403,
  PROMOTIONS_LOCKED: 403,
};

export function statusOf(code: ErrorCode): number {
  return STATUS[code] ?? 400;
}

/** A refusal with a catalogue code: the error handler turns it into the envelope (docs/architecture.md, "Wire contract"). */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, details?: Record<string, unknown>, status: number = statusOf(code)) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.details = details;
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
