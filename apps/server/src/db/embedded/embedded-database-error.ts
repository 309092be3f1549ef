/**
 * A reason the embedded database cannot start that the operator can act on (a folder another game
 * owns, a missing binary, a folder out of the database user's reach): `npm start` prints its
 * message alone, without a stack.
 */
export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}
