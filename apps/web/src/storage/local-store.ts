/**
 * §3 local browser storage, in one typed place: the random hardware session id, the stored session
 * and authorization, max level, the remap-used flag, the choose-rejected time, the creature order of
 * the mini and unlimited panels, and one platform's id list.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type CreaturePanel = 'mini' | 'unlimited';

const KEYS = {
  hardwareSession: 'rol.hSession',
  jsession: 'rol.jsession',
  authorization: 'rol.authorization',
  maxLevel: 'rol.maxLevel',
  remapUsed: 'rol.remapUsed',
  chooseRejectedAt: 'rol.chooseRejectedAt',
  creatureOrderMini: 'rol.creatureOrder.mini',
  creatureOrderUnlimited: 'rol.creatureOrder.unlimited',
  platformIds: 'rol.platformIds',
  langParam: 'rol.langParam',
} as const;

/** A storage that keeps values in memory: used when the browser refuses localStorage. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** 128 random bits as hex, from Web Crypto (works on plain http too, unlike randomUUID). */
export function randomHex(bytes = 16): string {
  const data = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(data);
  return Array.from(data, (b) => b.toString(16).padStart(2, '0')).join('');
}

function readIdList(raw: string | null): number[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

export function createLocalStore(storage: KeyValueStorage, newId: () => string = randomHex) {
  const get = (key: string): string | null => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const set = (key: string, value: string | null): void => {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      // Storage full or forbidden: the value lives for this page only.
    }
  };

  return {
    /** The random hardware session id, created on first use and kept. */
    hardwareSessionId(): string {
      const existing = get(KEYS.hardwareSession);
      if (existing !== null && existing.length > 0) return existing;
      const id = newId();
      set(KEYS.hardwareSession, id);
      return id;
    },
    jsession: () => get(KEYS.jsession),
    setJsession: (value: string | null) => set(KEYS.jsession, value),
    authorization: () => get(KEYS.authorization),
    setAuthorization: (value: string | null) => set(KEYS.authorization, value),
    maxLevel(): number {
      const value = Number(get(KEYS.maxLevel));
      return Number.isInteger(value) && value > 0 ? value : 0;
    },
    /** Keeps the highest level seen on this device; returns it. */
    rememberLevel(level: number): number {
      const max = Math.max(this.maxLevel(), Math.floor(level));
      set(KEYS.maxLevel, String(max));
      return max;
    },
    remapUsed: () => get(KEYS.remapUsed) === '1',
    setRemapUsed: (used: boolean) => set(KEYS.remapUsed, used ? '1' : null),
    chooseRejectedAt(): number | null {
      const value = Number(get(KEYS.chooseRejectedAt));
      return get(KEYS.chooseRejectedAt) !== null && Number.isFinite(value) ? value : null;
    },
    setChooseRejectedAt: (timeMs: number | null) => set(KEYS.chooseRejectedAt, timeMs === null ? null : String(timeMs)),
    creatureOrder: (panel: CreaturePanel) =>
      readIdList(get(panel === 'mini' ? KEYS.creatureOrderMini : KEYS.creatureOrderUnlimited)),
    setCreatureOrder: (panel: CreaturePanel, ids: readonly number[]) =>
      set(panel === 'mini' ? KEYS.creatureOrderMini : KEYS.creatureOrderUnlimited, JSON.stringify(ids)),
    /** The id list one platform (Yandex remap) keeps between launches. */
    platformIds(): string[] {
      try {
        const parsed: unknown = JSON.parse(get(KEYS.platformIds) ?? '[]');
        return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
      } catch {
        return [];
      }
    },
    setPlatformIds: (ids: readonly string[]) => set(KEYS.platformIds, JSON.stringify(ids)),
    /** The `lang` the page address last carried: a newcomer who returns without it keeps that language. */
    langParam: () => get(KEYS.langParam),
    setLangParam: (value: string | null) => set(KEYS.langParam, value),
  };
}

export type LocalStore = ReturnType<typeof createLocalStore>;

function browserStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    const probe = 'rol.probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

/** The page's local store. */
export const localStore: LocalStore = createLocalStore(browserStorage());
