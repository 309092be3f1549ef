/** Configured limits of §5 account validation. */
export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 20;
export const PASSWORD_MAX_LENGTH = 64;
/** Mail addresses and phone numbers longer than this are rejected. */
export const MAIL_OR_PHONE_MAX_LENGTH = 100;
