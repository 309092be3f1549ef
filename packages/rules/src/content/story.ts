/**
 * Fixed story places (§2 story cutscenes for parts 1 to 10, §9 the nun from stair 3). The road
 * generator puts a SCRIPT place on each script's stair and a TALKER on each talker's stair.
 */
export interface ScriptDef {
  stair: number;
  part: number;
}

export interface TalkerDef {
  stair: number;
  dialogId: string;
  imageId: string;
}

// prettier-ignore
export const SCRIPTS = {
  story_part_1: { stair: 1, part: 1 },
  story_part_2: { stair: 10, part: 2 },
  story_part_3: { stair: 30, part: 3 },
  story_part_4: { stair: 60, part: 4 },
  story_part_5: { stair: 100, part: 5 },
  story_part_6: { stair: 200, part: 6 },
  story_part_7: { stair: 500, part: 7 },
  story_part_8: { stair: 1000, part: 8 },
  story_part_9: { stair: 3000, part: 9 },
  story_part_10: { stair: 5250, part: 10 },
} as const satisfies Record<string, ScriptDef>;

// prettier-ignore
export const TALKERS = {
  nun: { stair: 3, dialogId: 'nun_blessing', imageId: 'talker_nun' },
  old_smith: { stair: 15, dialogId: 'smith_forge', imageId: 'talker_smith' },
  wandering_bard: { stair: 25, dialogId: 'bard_backpack', imageId: 'talker_bard' },
  hermit: { stair: 50, dialogId: 'hermit_portals', imageId: 'talker_hermit' },
} as const satisfies Record<string, TalkerDef>;

export type ScriptId = keyof typeof SCRIPTS;
export type TalkerId = keyof typeof TALKERS;

export function isScriptId(value: string): value is ScriptId {
  return Object.hasOwn(SCRIPTS, value);
}

export function isTalkerId(value: string): value is TalkerId {
  return Object.hasOwn(TALKERS, value);
}
