import type { WarriorClass } from './warrior-classes.ts';

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** A look the newcomer can choose for their own hero in character selection. */
export interface StarterCharacterDef {
  warriorClass: WarriorClass;
  /** Image id per gender; the web maps image ids to drawings. */
  imageId: Record<Gender, string>;
}

/** A companion hero offered with the first character. */
export interface StarterCompanionDef {
  warriorClass: WarriorClass;
  imageId: string;
  gender: Gender;
}

export const STARTER_CHARACTERS = {
  knight: { warriorClass: 'human', imageId: { male: 'hero_knight_m', female: 'hero_knight_f' } },
  ranger: { warriorClass: 'human', imageId: { male: 'hero_ranger_m', female: 'hero_ranger_f' } },
  sorcerer: { warriorClass: 'mag', imageId: { male: 'hero_sorcerer_m', female: 'hero_sorcerer_f' } },
} as const satisfies Record<string, StarterCharacterDef>;

export const STARTER_COMPANIONS = {
  wolf: { warriorClass: 'beast', imageId: 'companion_wolf', gender: 'male' },
  golem: { warriorClass: 'golem', imageId: 'companion_golem', gender: 'male' },
  dryad: { warriorClass: 'serpent', imageId: 'companion_dryad', gender: 'female' },
} as const satisfies Record<string, StarterCompanionDef>;

export type StarterCharacterId = keyof typeof STARTER_CHARACTERS;
export type StarterCompanionId = keyof typeof STARTER_COMPANIONS;

export interface CharacterChoice {
  character: StarterCharacterId;
  gender: Gender;
  companion: StarterCompanionId;
}

/** The wire form of a choice: `character:gender:companion`, e.g. `knight:female:wolf`. */
export function formatCharacterChoice(choice: CharacterChoice): string {
  return `${choice.character}:${choice.gender}:${choice.companion}`;
}

export function parseCharacterChoice(raw: string): CharacterChoice | null {
  const [character, gender, companion, ...rest] = raw.trim().split(':');
  if (rest.length > 0 || character === undefined || gender === undefined || companion === undefined) return null;
  if (!Object.hasOwn(STARTER_CHARACTERS, character)) return null;
  if (!Object.hasOwn(STARTER_COMPANIONS, companion)) return null;
  if (gender !== 'male' && gender !== 'female') return null;
  return { character: character as StarterCharacterId, gender, companion: companion as StarterCompanionId };
}
