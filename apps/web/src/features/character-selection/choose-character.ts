import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FRONT_VERSION } from '@rol/protocol/game-version';
import { registerTrialRoute } from '@rol/protocol/account-routes';
import { referralEnabled } from '../../platforms/detect-platform.ts';
import { currentPlatformSource } from '../../platforms/platform-store.ts';
import { characterChooseRoute } from '@rol/protocol/player-routes';
import { formatCharacterChoice, type CharacterChoice } from '@rol/rules/content/starters';
import { api } from '../../api/api.ts';
import { reloadPlayer } from '../../api/player-cache.ts';
import { playerInfoQuery } from '../../api/player-info.ts';
import { launchParams } from '../../launch/launch.ts';
import { localStore } from '../../storage/local-store.ts';

export interface ScreenSizes {
  sw: number;
  sh: number;
  cw: number;
  ch: number;
}

/** The trial registration body (§7): the choice, domain, language, screen and canvas sizes, version, ids. */
export function registerTrialBody(
  choice: CharacterChoice,
  lang: string,
  sizes: ScreenSizes,
  hSession: string,
  ref: string | null,
  domain: string,
) {
  return {
    characterAndCompanion: formatCharacterChoice(choice),
    domain,
    lang,
    ...sizes,
    frontVersion: FRONT_VERSION,
    h_session: hSession,
    ...(ref ? { ref } : {}),
  };
}

function currentSizes(): ScreenSizes {
  const canvas = document.querySelector('.stage');
  return {
    sw: Math.round(globalThis.screen?.width ?? globalThis.innerWidth),
    sh: Math.round(globalThis.screen?.height ?? globalThis.innerHeight),
    cw: Math.round(canvas?.clientWidth ?? globalThis.innerWidth),
    ch: Math.round(canvas?.clientHeight ?? globalThis.innerHeight),
  };
}

/**
 * Confirms the character: a newcomer without a player registers as a trial guest with the choice;
 * a player without heroes chooses through /api/player/character/choose. Then the player is
 * fetched again, and the start sequence moves on to the road.
 */
export function useChooseCharacter(lang: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (choice: CharacterChoice) => {
      const info = client.getQueryData(playerInfoQuery.queryKey);
      if (info) {
        await api.call(characterChooseRoute, {
          body: { characterAndCompanion: formatCharacterChoice(choice) },
        });
      } else {
        await api.call(registerTrialRoute, {
          body: registerTrialBody(
            choice,
            lang,
            currentSizes(),
            localStore.hardwareSessionId(),
            referralCode(),
            globalThis.location.hostname,
          ),
        });
      }
      await reloadPlayer(client);
    },
  });
}

/** §6: the address's referral code, read only where the referral system is on (not Telegram, not partner portals). */
function referralCode(): string | null {
  return referralEnabled(currentPlatformSource(launchParams.platform)) ? launchParams.ref : null;
}
