import { SCRIPTS } from './story.ts';

/**
 * Story lines of battles (§3 battle status `scenarioMessage`): the guard of each story part's stair
 * (stairs 1, 10, 30, … 5250, `SCRIPTS`) opens its battle with a line of that part of the tale, in
 * the player's language. Every other guard fights without one (null).
 */
export interface ScenarioLine {
  ru: string;
  en: string;
}

// prettier-ignore
export const BATTLE_SCENARIOS: Record<keyof typeof SCRIPTS, ScenarioLine> = {
  story_part_1: {
    ru: 'Первый страж преграждает путь. Здесь начинается ваша легенда!',
    en: 'The first guard bars the way. Here your legend begins!',
  },
  story_part_2: {
    ru: 'Лес темнеет, и стражи становятся злее. Берегите отряд!',
    en: 'The forest darkens and the guards grow fiercer. Look after your squad!',
  },
  story_part_3: {
    ru: 'Следы древних легионов ведут к этому стражу. Покажите, чего стоит ваша слава.',
    en: 'The tracks of ancient legions lead to this guard. Show what your fame is worth.',
  },
  story_part_4: {
    ru: 'Камень помнит шаги великанов — и этот страж тоже.',
    en: 'The stone remembers the steps of giants — and so does this guard.',
  },
  story_part_5: {
    ru: 'Сотая ступень! Тот, кто стоит на ней, не уступит её без боя.',
    en: 'Stair one hundred! Whoever holds it will not give it up without a fight.',
  },
  story_part_6: {
    ru: 'Ледяные великаны не любят чужаков. Докажите, что вы не чужак — или не жилец.',
    en: 'Frost giants dislike strangers. Prove you are no stranger — or fall.',
  },
  story_part_7: {
    ru: 'Здесь кончаются сказки и начинаются легенды. Страж пятисотой ступени ждёт.',
    en: 'Here fairy tales end and legends begin. The guard of stair five hundred awaits.',
  },
  story_part_8: {
    ru: 'Лава кипит у дороги. Слуги Ледяного короля встают у вас на пути.',
    en: 'Lava boils beside the road. The Frost King’s servants stand in your way.',
  },
  story_part_9: {
    ru: 'Облака под ногами, Трон Легенд вдали. Этот страж — последний перед небом.',
    en: 'Clouds below, the Throne of Legends ahead. This guard is the last before the sky.',
  },
  story_part_10: {
    ru: 'Никто не стоял здесь до вас. Напишите последнюю строку своей легенды!',
    en: 'No one has stood here before you. Write the last line of your legend!',
  },
};

const BY_STAIR = new Map<number, ScenarioLine>(
  (Object.keys(SCRIPTS) as (keyof typeof SCRIPTS)[]).map((id) => [SCRIPTS[id].stair, BATTLE_SCENARIOS[id]]),
);

/** The story line of the guard of `stair` in `lang` (RU or EN), or null for a guard without one. */
export function battleScenarioOf(stair: number, lang: 'RU' | 'EN'): string | null {
  const line = BY_STAIR.get(stair);
  if (!line) return null;
  return lang === 'EN' ? line.en : line.ru;
}
