import { localStore } from '../storage/local-store.ts';

/** How many earlier Yandex signatures this device keeps (the account chooser's proofs). */
export const KEPT_SIGNATURES = 5;

/** Keeps a signature the server accepted, newest first, without repeats. */
export function rememberYandexSignature(signature: string): void {
  const kept = localStore.platformIds().filter((s) => s !== signature);
  localStore.setPlatformIds([signature, ...kept].slice(0, KEPT_SIGNATURES));
}

/** The earlier signatures, the current one left out. */
export function earlierYandexSignatures(current: string): string[] {
  return localStore.platformIds().filter((s) => s !== current);
}

/** After declining the chooser, it is not offered again for a week. */
export const CHOOSER_QUIET_MS = 7 * 24 * 3600_000;

/** §3: the chooser is offered to a newly created Yandex player, unless the device remapped already or declined lately. */
export function chooserMayOpen(nowMs: number): boolean {
  if (localStore.remapUsed()) return false;
  const rejectedAt = localStore.chooseRejectedAt();
  return rejectedAt === null || nowMs - rejectedAt >= CHOOSER_QUIET_MS;
}
