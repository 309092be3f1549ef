/**
 * The one error catalogue (docs/architecture.md, "Wire contract"): the §8 catalogue plus our own codes.
 * Every 4xx answer carries one of these in `error`; `error-texts.ts` holds its Russian and English text.
 */
export const ERROR_CODES = [
  // generic
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  /** A client too slow to send its request (docs/security.md, "Slow clients"). */
  'REQUEST_TIMEOUT',
  'CONFLICT',
  /** A server fault (a bug): the only code of a 5xx answer. */
  'INTERNAL_ERROR',
  // account (§5)
  'NICKNAME_EMPTY',
  'NICKNAME_TOO_SHORT',
  'NICKNAME_TOO_LONG',
  'NICKNAME_SAME',
  'NICKNAME_INVALID',
  'NICKNAME_TAKEN',
  'PASSWORD_BLANK',
  'PASSWORD_TOO_LONG',
  'PASSWORDS_DIFFER',
  'PASSWORD_FIELDS_REQUIRED',
  'PASSWORD_WRONG',
  'MAIL_OR_PHONE_REQUIRED',
  'MAIL_OR_PHONE_INVALID',
  'AGREEMENT_REQUIRED',
  'LOGIN_FAILED',
  'ALREADY_REGISTERED',
  'PLAYER_BANNED',
  'CHARACTER_INVALID',
  'CHARACTER_ALREADY_CHOSEN',
  'CHARACTER_NOT_CHOSEN',
  /** Too many new guests from one IP address (details.seconds and details.minutes until the next may start). */
  'GUEST_LIMIT',
  // §8 catalogue
  'VERSION_OUTDATED',
  'NOT_ENOUGH_FUNDS',
  'NOT_ENOUGH_GEMS',
  'NOT_ENOUGH_RESOURCES',
  'NOT_ENOUGH_TICKETS',
  'NOT_ENOUGH_AMETHYSTS',
  'NOT_ENOUGH_TOKENS',
  'NOT_ENOUGH_CAVIAR',
  'NOT_ENOUGH_FRACTION_POINTS',
  'NO_FREE_SLOT',
  'SLOT_UNAVAILABLE',
  'ALL_SLOTS_FILLED',
  'CLAN_INSUFFICIENT_FUNDS',
  'CLAN_MEMBER_LIMIT',
  'CHAT_BANNED',
  'USER_UNAVAILABLE_FOR_CONTACT',
  'CREATURE_NOT_DEAD',
  'CREATURE_DEAD',
  'NO_SUITABLE_HEROES_FOR_CARD',
  'INCOMPATIBLE_FORCE',
  'HAMMERS_BUSY',
  'BLACKSMITH_TIRED',
  'PROMOTION_ALREADY_USED',
  'CAMPAIGN_DAILY_LIMIT',
  /** The day's ad views (shared by the wheel's tickets and the bank's ad reward) are used up (details.received, limit). */
  'WHEEL_TICKET_DAILY_LIMIT',
  'ARENA_NOT_OPENED',
  'TEXT_TOO_LONG',
  'PICTURES_NOT_SUPPORTED',
  'SNOW_WORLD_LOW_PRESSURE',
  'TUTORIAL_NOT_FINISHED',
  // the road
  'PLACE_NOT_FOUND',
  'PLACE_WRONG_TYPE',
  'PLACE_NOT_IN_REACH',
  'PLACE_ALREADY_TAKEN',
  'GAINABLE_EMPTY',
  'TURN_NOT_USED',
  'TELEPORT_TARGET_INVALID',
  'PORTAL_TARGET_INVALID',
  'PORTAL_DISCOUNT_INVALID',
  'ROAD_BLOCKED',
  'COORDINATE_OUT_OF_RANGE',
  'CONTEXT_STALE',
  'PLAYER_IN_BATTLE',
  'EVERYDAY_REWARD_TAKEN',
  'HEALTH_FULL',
  'MARKER_INVALID',
  'MARKER_LIMIT',
  'NOTIFICATION_NOT_FOUND',
  // chat and mail (§5, ours)
  'TEXT_EMPTY',
  'CHAT_LEVEL_REQUIRED',
  'ROOM_FORBIDDEN',
  'MESSAGE_FORMAT_INVALID',
  'CANNOT_CONTACT_SELF',
  /** A player sent too many chat messages, or mails, in a short time (details.seconds until the next may go). */
  'WRITING_TOO_FAST',
  // battles (CREATURE_DEAD, CREATURE_NOT_DEAD and ARENA_NOT_OPENED are §8's)
  'BATTLE_NOT_FOUND',
  'BATTLE_IN_PROGRESS',
  'BATTLE_COMPLETED',
  'BATTLE_NOT_COMPLETED',
  'CREATURE_NOT_FOUND',
  'CREATURE_FROZEN',
  'CREATURE_ALREADY_ACTED',
  'NOT_YOUR_CREATURE',
  'NOT_YOUR_TURN',
  'INVALID_TARGET',
  'CONSUMABLE_NOT_FOUND',
  'PLACE_NOT_A_BATTLE',
  'SQUAD_EMPTY',
  'SQUAD_DEAD',
  // heroes (the §8 ones above: NO_FREE_SLOT, SLOT_UNAVAILABLE, ALL_SLOTS_FILLED, HAMMERS_BUSY, …)
  'SQUAD_FULL',
  'SQUAD_DUPLICATE',
  'FORCE_MAX_RANK',
  'FORCE_UPGRADE_RUNNING',
  'RANK_UP_FORBIDDEN',
  'RANK_MAX',
  'RANK_UPGRADE_RUNNING',
  'UPGRADE_NOT_FOUND',
  'CARD_NOT_OWNED',
  'ARK_CARD_USED',
  'GROUP_EMPTY',
  'GROUP_TOO_LARGE',
  'GROUP_DUPLICATE',
  'HERO_LEVEL_MAX',
  'EXCHANGE_SAME_HERO',
  'HERO_NOT_EXCHANGEABLE',
  'ARTIFACT_NOT_FOUND',
  'ARTIFACT_ALREADY_HELD',
  'ARTIFACT_NOT_HELD',
  'HERO_TIER_LOCKED',
  'HERO_CLASS_INVALID',
  'HERO_LIMIT',
  'HAMMERS_MAX',
  'STAIR_REQUIRED',
  'CONSUMABLE_SLOT_INVALID',
  // moderation
  /** A moderator cannot ban or act on themselves. */
  'BAN_SELF',
  /** The player is at or above the moderator's own level. */
  'STAFF_RANK_TOO_LOW',
  'ROLE_CHANGE_FORBIDDEN',
  /** `tech/player/exit` outside a login-as session. */
  'NOT_ACTING_AS',
  /** Staff tools are closed in a login-as session (exit first). */
  'ACTING_AS_PLAYER',
  // arena and ratings
  'ARENA_OPPONENT_NOT_FOUND',
  'ARENA_OPPONENT_STALE',
  'ARENA_SELF_ATTACK',
  'ARENA_NO_DEFENCE',
  // community: forum, gifts, news, manual
  'FORUM_LEVEL_REQUIRED',
  'FORUM_BANNED',
  'FORUM_TITLE_EMPTY',
  'FORUM_TITLE_TOO_LONG',
  'FORUM_TEXT_TOO_LONG',
  'FORUM_COMMENT_EMPTY',
  'FORUM_COMMENT_TOO_LONG',
  'FORUM_POLL_INVALID',
  'FORUM_TOPIC_NOT_FOUND',
  'FORUM_COMMENT_NOT_FOUND',
  'FORUM_NO_POLL',
  'FORUM_ALREADY_VOTED',
  'FORUM_CLAN_REQUIRED',
  'GIFT_LEVEL_REQUIRED',
  'GIFT_NOT_FOUND',
  'GIFT_TO_SELF',
  'GIFT_AMOUNT_INVALID',
  'GIFT_TEXT_TOO_LONG',
  'GIFT_DAILY_LIMIT',
  'GIFT_ALREADY_OPENED',
  'PLAYER_NOT_FOUND',
  'MANUAL_NOT_FOUND',
  // clans
  'CLAN_NAME_EMPTY',
  'CLAN_NAME_TOO_LONG',
  /** The clan name holds an invisible or direction-changing character. */
  'CLAN_NAME_INVALID',
  'CLAN_NAME_TAKEN',
  'CLAN_LEVEL_REQUIRED',
  'CLAN_NOT_MEMBER',
  'CLAN_ALREADY_MEMBER',
  'CLAN_PLAYER_IN_CLAN',
  'CLAN_NOT_SAME_CLAN',
  'CLAN_PERMISSION_DENIED',
  'CLAN_RANK_TOO_LOW',
  'CLAN_NO_FURTHER_RANK',
  'CLAN_ROLE_CHANGED',
  'CLAN_NO_INVITATION',
  'CLAN_NO_REQUEST',
  'CLAN_ALREADY_INVITED',
  'CLAN_NO_SUCCESSOR',
  'CLAN_BUILDING_MAX_LEVEL',
  'CLAN_BUILDING_BUSY',
  'CLAN_BUILDING_NOT_PROCESSING',
  'CLAN_BUILDING_NOT_READY',
  'CLAN_FACTORY_MISSING',
  'CLAN_GIFT_TAKEN',
  'CLAN_HALL_LEVEL_INVALID',
  'CLAN_RAID_CLOSED',
  'CLAN_RAID_RUNNING',
  'CLAN_RAID_NOT_RUNNING',
  'CLAN_RAID_NOT_OVER',
  'CLAN_RAID_NOT_WAITING',
  'CLAN_RAID_WAITING',
  'CLAN_THEME_INVALID',
  'CLAN_DEPOSIT_INVALID',
  'CLAN_RAID_OVER',
  'CLAN_RAID_NO_REWARD',
  // the world around the road: tasks, events, the tutorial
  'TASK_NOT_FOUND',
  'TASK_NOT_COMPLETE',
  'TASK_REWARD_TAKEN',
  /** A text holds control characters (NUL, …): the text field rule (`fields.ts`), details.field. */
  'TEXT_CONTROL_CHARACTERS',
  // host platforms: sign-in proofs (docs/platforms.md)
  /** This server has no secret for the platform (details.source): its sign-in is off here. */
  'PLATFORM_NOT_CONFIGURED',
  /** The proof is not in the platform's format (details.field). */
  'PLATFORM_PROOF_MALFORMED',
  /** The signature does not match: forged or changed on the way. */
  'PLATFORM_PROOF_INVALID',
  /** The proof is older than the platform's window. */
  'PLATFORM_PROOF_EXPIRED',
  /** The proof already signed in another session. */
  'PLATFORM_PROOF_REPLAYED',
  /** The platform's own API refused the identity or could not be reached. */
  'PLATFORM_REFUSED',
  /** The platform's API failed, refused our call or did not answer in time (details.source, details.reason). */
  'PLATFORM_UNAVAILABLE',
  // the snow world
  'SNOW_WORLD_LOCKED',
  'SNOW_WORLD_NOT_IN',
  'SNOW_WORLD_BAD_STEP',
  'SNOW_WORLD_BLOCKED',
  'SNOW_PLACE_NOT_HERE',
  'SNOW_PLACE_DONE',
  // the monastery
  'MONASTERY_CLOSED',
  'MONASTERY_FORCE_NOT_STUDIED',
  /** A nickname is, begins or ends with a reserved staff word (look-alikes included). */
  'NICKNAME_RESERVED',
  /** A nickname looks like another player's (same confusable skeleton). */
  'NICKNAME_LOOKALIKE',
  /** A state-changing GET came from another site or without the session in a header. */
  'CROSS_SITE_REFUSED',
  // the economy: boosters and sets
  /** The booster's slot runs a booster already (details.boosterId, endsAt): prolong or replace it. */
  'BOOSTER_ACTIVE',
  /** Nothing to prolong or replace: the booster (or any booster of its slot) does not run now. */
  'BOOSTER_NOT_ACTIVE',
  /** Replacing a booster by itself: prolong it instead. */
  'BOOSTER_SAME',
  // the economy: the wheel of fortune
  /** The last spin's prize is not taken yet: take it before spinning again. */
  'WHEEL_REWARD_PENDING',
  /** No prize waits to be taken. */
  'WHEEL_NO_REWARD',
  /** The prize is a hero's: optionalCreatureId names which hero takes it. */
  'WHEEL_CREATURE_REQUIRED',
  /** A clan forum topic needs at least this clan role (details.role). */
  'FORUM_CLAN_ROLE_REQUIRED',
  // payments: the bank of gems
  /** No gem pack has this product id (details.productId). */
  'PAYMENT_PRODUCT_UNKNOWN',
  /** The purchase comes from another platform than the player's account source. */
  'PAYMENT_WRONG_PLATFORM',
  /** The amount paid does not match the pack's price. */
  'PAYMENT_AMOUNT_MISMATCH',
  /** No such order of this player (or the platform's callback names none). */
  'PAYMENT_ORDER_NOT_FOUND',
  /** The platform has not confirmed the payment yet (details.status). */
  'PAYMENT_NOT_PAID',
  /** This server has no payment provider for the player's own-site checkout (no purchase can be made here). */
  'PAYMENT_NOT_CONFIGURED',
  /** The payment provider could not create the checkout; try again later. */
  'PAYMENT_PROVIDER_FAILED',
  /** This platform gift was accepted already. */
  'PAYMENT_GIFT_TAKEN',
  /** The platform marks this payment as a test, and this server credits no test payments (PAYMENTS_TEST_MODE). */
  'PAYMENT_TEST_REFUSED',
  /** The platform account named (details.field) is not the one this session's player holds or proved. */
  'PLATFORM_ACCOUNT_NOT_YOURS',
  // the economy: catalogue shops and referral
  /** The shop opens at a higher progress stair (details.stair). */
  'SHOP_LOCKED',
  /** The shop does not sell this offer (details.offerId). */
  'SHOP_OFFER_NOT_FOUND',
  /** The offer's purchases of the server day are made (details.bought, limit). */
  'SHOP_DAILY_LIMIT',
  /** No referral bonus waits to be taken. */
  'REFERRAL_NO_BONUS',
  /** The referral system is off for the player's source (details.userSource). */
  'REFERRAL_DISABLED',
  // the economy: promotions (the delayed chest, chests by gems spent, campaigns, offers, the OK group)
  /** No delayed chest waits: ensure one first. */
  'DELAYED_CHEST_NONE',
  /** The delayed chest is still closed (details.readyAt): wait or speed it up. */
  'DELAYED_CHEST_NOT_READY',
  /** The delayed chest is open already: take it. */
  'DELAYED_CHEST_READY',
  /** Not enough gems spent for this chest yet (details.spent, threshold). */
  'CHEST_LOCKED',
  /** This chest was opened already: each opens once. */
  'CHEST_ALREADY_OPENED',
  /** No such campaign in the calendar (details.id). */
  'CAMPAIGN_NOT_FOUND',
  /** The campaign does not run now (details.startsAt, endsAt). */
  'CAMPAIGN_NOT_RUNNING',
  /** No such offer for the player now (details.offer). */
  'OFFER_NOT_AVAILABLE',
  /** The OK group's reward of the server day was taken already. */
  'DAILY_OK_TAKEN',
  /** The OK group's reward is for players who came from OK. */
  'DAILY_OK_NOT_MEMBER',
  /** The player's platform does not offer this payment method (details.method). */
  'PAYMENT_METHOD_UNAVAILABLE',
  /** Not enough golden tickets (details.resource, needed). */
  'NOT_ENOUGH_GOLDEN_TICKETS',
  /** The player's platform shows no rewarded ads: nothing to reward. */
  'AD_REWARD_UNAVAILABLE',
  /** Every ad reward of the server day was taken (details.nextAt). */
  'AD_REWARD_LIMIT',
  /** The last ad reward was a moment ago (details.nextAt). */
  'AD_REWARD_TOO_SOON',
  /** The clan shop's offer opens at a higher clan level (details.level, clanLevel). */
  'CLAN_SHOP_LEVEL',
  /** The free promotions (wheel, delayed chest, chests by gems spent, campaign gifts) open at a level (details.level). */
  'PROMOTIONS_LOCKED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
