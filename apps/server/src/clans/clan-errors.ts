import type { ErrorCode } from '@rol/protocol/error-codes';
import { ApiError } from '../http/api-error.ts';

/** HTTP status of the clan refusals that are not a plain 400. */
const CLAN_STATUS: Partial<Record<ErrorCode, number>> = {
  CLAN_PERMISSION_DENIED: 403,
  CLAN_RANK_TOO_LOW: 403,
  CLAN_NOT_MEMBER: 403,
  CLAN_NOT_SAME_CLAN: 403,
  CLAN_NAME_TAKEN: 409,
  CLAN_ALREADY_MEMBER: 409,
  CLAN_PLAYER_IN_CLAN: 409,
  CLAN_ALREADY_INVITED: 409,
  CLAN_MEMBER_LIMIT: 409,
  CLAN_GIFT_TAKEN: 409,
  CLAN_BUILDING_BUSY: 409,
  CLAN_RAID_RUNNING: 409,
  CLAN_ROLE_CHANGED: 409,
  CLAN_NO_INVITATION: 404,
  CLAN_NO_REQUEST: 404,
};

export function clanError(code: ErrorCode, details?: Record<string, unknown>): ApiError {
  return new ApiError(code, details, CLAN_STATUS[code]);
}
