/** The login answer (§7). */
export interface LoginAnswer {
  status: 'OK' | 'PLAYER_EXISTS';
  playerId: number | null;
}

/**
 * §7: "a login reporting that the player already exists forces logout" — this session holds another
 * registered player, so log out and sign in once more.
 */
export async function loginWithLogoutRetry(login: () => Promise<LoginAnswer>, logout: () => Promise<unknown>): Promise<LoginAnswer> {
  const first = await login();
  if (first.status !== 'PLAYER_EXISTS') return first;
  await logout();
  return login();
}
