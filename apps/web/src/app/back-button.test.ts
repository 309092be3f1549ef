import { describe, expect, it } from 'vitest';
import { installBackGuard } from './back-button.ts';

/** A window's history and events, as far as the guard uses them. */
function fakePage(stack: string[]) {
  const listeners = new Map<string, Set<(event?: unknown) => void>>();
  const entries: unknown[] = [null];
  const page = {
    history: {
      get state() {
        return entries[entries.length - 1];
      },
      pushState: (state: unknown) => void entries.push(state),
    },
    target: {
      addEventListener: (type: string, fn: (event?: unknown) => void) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(fn),
      removeEventListener: (type: string, fn: (event?: unknown) => void) => void listeners.get(type)?.delete(fn),
    },
    closed: [] as string[],
    asked: 0,
    entries,
    fire: (type: string, event?: unknown) => listeners.get(type)?.forEach((fn) => fn(event)),
    back: () => {
      entries.pop();
      page.fire('popstate');
    },
  };
  const uninstall = installBackGuard({
    history: page.history as unknown as History,
    target: page.target as unknown as Window,
    stack: () => stack,
    close: (name) => {
      page.closed.push(name);
      stack.splice(stack.indexOf(name), 1);
    },
    askLeave: () => (page.asked += 1),
  });
  return { page, uninstall };
}

describe('the Back guard', () => {
  it('adds its entry at the first tap only, and again at the tap after a Back', () => {
    const { page } = fakePage([]);
    expect(page.entries).toHaveLength(1);
    page.fire('pointerdown');
    page.fire('keydown');
    expect(page.entries).toHaveLength(2);
    page.back();
    expect(page.entries).toHaveLength(1);
    page.fire('pointerdown');
    expect(page.entries).toHaveLength(2);
  });

  it('closes the top window on Back, then asks before leaving the game', () => {
    const { page } = fakePage(['profile', 'hero-shop']);
    page.fire('pointerdown');
    page.back();
    expect(page.closed).toEqual(['hero-shop']);
    page.fire('pointerdown');
    page.back();
    expect(page.closed).toEqual(['hero-shop', 'profile']);
    expect(page.asked).toBe(0);
    page.fire('pointerdown');
    page.back();
    expect(page.asked).toBe(1);
  });

  it('lets a Back the game did not arm for pass (a second Back leaves)', () => {
    const { page } = fakePage([]);
    page.fire('pointerdown');
    page.back();
    expect(page.asked).toBe(1);
    page.fire('popstate');
    expect(page.asked).toBe(1);
  });

  it('stops listening once uninstalled', () => {
    const { page, uninstall } = fakePage([]);
    uninstall();
    page.fire('pointerdown');
    expect(page.entries).toHaveLength(1);
  });
});

describe('the leave button', () => {
  it('does not arm the guard, so the Back it makes leaves the page', () => {
    const { page } = fakePage([]);
    const leave = { closest: (selector: string) => (selector === '[data-leave-game]' ? leave : null) };
    const other = { closest: () => null };
    page.fire('pointerdown', { target: leave });
    expect(page.entries).toHaveLength(1);
    page.fire('pointerdown', { target: other });
    expect(page.entries).toHaveLength(2);
  });
});
