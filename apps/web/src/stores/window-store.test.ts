import { beforeEach, describe, expect, it } from 'vitest';
import { useWindowStore } from './window-store.ts';

describe('window store', () => {
  beforeEach(() => useWindowStore.getState().closeAll());

  it('stacks windows and brings a reopened one to the top', () => {
    const { open } = useWindowStore.getState();
    open('settings');
    open('rename');
    open('settings');
    expect(useWindowStore.getState().stack).toEqual(['rename', 'settings']);
  });

  it('closes one window or all', () => {
    const { open, close, closeAll } = useWindowStore.getState();
    open('settings');
    open('login');
    close('settings');
    expect(useWindowStore.getState().stack).toEqual(['login']);
    closeAll();
    expect(useWindowStore.getState().stack).toEqual([]);
  });
});
