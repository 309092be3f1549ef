import { describe, expect, it, vi } from 'vitest';
import { loginWithLogoutRetry } from './login-flow.ts';

describe('loginWithLogoutRetry', () => {
  it('returns a plain success at once', async () => {
    const logout = vi.fn(() => Promise.resolve());
    await expect(loginWithLogoutRetry(() => Promise.resolve({ status: 'OK', playerId: 5 }), logout)).resolves.toEqual({ status: 'OK', playerId: 5 });
    expect(logout).not.toHaveBeenCalled();
  });

  it('logs out and retries when the player already exists', async () => {
    const answers = [
      { status: 'PLAYER_EXISTS' as const, playerId: null },
      { status: 'OK' as const, playerId: 7 },
    ];
    const login = vi.fn(() => Promise.resolve(answers.shift()!));
    const logout = vi.fn(() => Promise.resolve());
    await expect(loginWithLogoutRetry(login, logout)).resolves.toEqual({ status: 'OK', playerId: 7 });
    expect(login).toHaveBeenCalledTimes(2);
    expect(logout).toHaveBeenCalledOnce();
  });

  it('lets a failure through', async () => {
    await expect(loginWithLogoutRetry(() => Promise.reject(new Error('LOGIN_FAILED')), () => Promise.resolve())).rejects.toThrow('LOGIN_FAILED');
  });
});
