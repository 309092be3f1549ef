import { createStore } from 'zustand/vanilla';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';

/**
 * The latest player info, for Phaser scenes (which never import React). React writes it when the
 * player query changes; scenes read and subscribe.
 */
export const playerStore = createStore<{ info: PlayerInfoDto | null }>()(() => ({ info: null }));
