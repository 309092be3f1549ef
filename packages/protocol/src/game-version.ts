/** §9: the build version number of the web client this server serves. */
export const FRONT_VERSION = 631;
/** §2: an app-store build older than this sees the update notification. */
export const STORE_MIN_VERSION = 34;
