import type { BuildingType } from '@rol/rules/clans/clan-buildings';
import type { CharacterChoice } from '@rol/rules/content/starters';
import type { DisplayLayout } from '../display/display-layout.ts';
import { createEventBus } from './event-bus.ts';

/** Scenes the start sequence (or a feature) can ask for (§2; Music comes with a later issue). */
export type PlayableSceneKey =
  | 'CharacterSelection'
  | 'Road'
  | 'BattleLoading'
  | 'Battle'
  | 'CreatureLoading'
  | 'Creature'
  | 'Cutscene'
  | 'SnowWorld'
  | 'ClanLoading'
  | 'Clan'
  | 'Arena';
/** Every scene: the playable ones and those that boot, load, cover changes and repair. */
export type SceneKey = 'Boot' | 'Load' | 'Transition' | 'BootFix' | PlayableSceneKey;
export type SceneTransition = 'black' | 'clouds' | 'none';

export interface RoadSceneData {
  firstStart: boolean;
}

/** The creature scene shows one of the player's heroes behind the hero page. */
export interface CreatureSceneData {
  creatureId: number;
}

/** A story cutscene: the part (1..10) whose panels it shows. */
export interface CutsceneSceneData {
  part: number;
}

/** One building as the clan scene draws it. */
export interface ClanSceneBuilding {
  type: BuildingType;
  level: number;
  maxLevel: number;
  /** An upgrade runs: it ends at `endsAt` (ms). */
  processing: boolean;
  endsAt: number | null;
}

/** What the clan scene draws: the clan feature sends it (`clan:view`) whenever the clan changes. */
export interface ClanSceneView {
  clanId: number;
  name: string;
  level: number;
  theme: number;
  buildings: ClanSceneBuilding[];
}

export type SceneStartRequest =
  | { key: 'CharacterSelection'; transition: SceneTransition }
  | { key: 'Road'; data: RoadSceneData; transition: SceneTransition }
  | { key: 'BattleLoading'; transition: SceneTransition }
  | { key: 'Battle'; transition: SceneTransition }
  | { key: 'CreatureLoading'; data: CreatureSceneData; transition: SceneTransition }
  | { key: 'Creature'; data: CreatureSceneData; transition: SceneTransition }
  | { key: 'Cutscene'; data: CutsceneSceneData; transition: SceneTransition }
  | { key: 'SnowWorld'; transition: SceneTransition }
  | { key: 'ClanLoading'; transition: SceneTransition }
  | { key: 'Clan'; transition: SceneTransition }
  | { key: 'Arena'; transition: SceneTransition };

/** The event map between React and Phaser. Direction in brackets. */
export type GameEvents = {
  /** [Phaser → React] the Boot scene runs. */
  'boot:started': undefined;
  /** [Phaser → React] the loader's progress, 0..100. */
  'load:progress': { percent: number };
  /** [Phaser → React] assets and fonts are ready. */
  'boot:completed': undefined;
  /** [React → Phaser] show a scene (fading through black or clouds). */
  'scene:start': SceneStartRequest;
  /** [React → Phaser] restart the active scene (after register, rename, set password). */
  'scene:reload': undefined;
  /** [Phaser → React] a scene has been created and shows. */
  'scene:active': { key: SceneKey };
  /** [Phaser → React] a scene could not start: the page reloads. */
  'scene:failed': { key: SceneKey; error: unknown };
  /** [React → Phaser] an overlay window is open: canvas input is off. */
  'input:blocked': { blocked: boolean };
  /** [React → Phaser] the canvas size changed. */
  'display:layout': DisplayLayout;
  /** [React → Phaser] how much of the stage DOM controls cover at the top and bottom (0..1 of its height). */
  'ui:insets': { top: number; bottom: number };
  /** [React → Phaser] the character selection panel's current choice. */
  'character:preview': CharacterChoice;
  /** [Phaser → React] a tap on the road away from places: the squad should walk there (reference posX). */
  'road:tap': { coordinate: number; posX: number };
  /** [Phaser → React] the squad has arrived where walk order `seq` of the road store sent it. */
  'road:arrived': { seq: number };
  /** [React → React] the player asked to attack the guard of a road place (the battle feature starts the battle). */
  'road:attack-place': { placeId: number };
  /** [Phaser → React] a creature on the battle field was tapped. */
  'battle:creature-tap': { id: number };
  /** [Phaser → React] the scene has shown battle playback `seq` to its end. */
  'battle:played': { seq: number };
  /** [React → React] open a hero's page (the profile, the squad panel): the hero feature shows the creature scene. */
  'hero:open': { creatureId: number };
  /** [Phaser → React] the creature loading scene has the textures of the hero page's scene ready. */
  'creature:assets-ready': { creatureId: number };
  /** [React → React] play a story part's cutscene (the story place's window asks; the cutscene feature plays it). */
  'cutscene:play': { part: number };
  /** [React → Phaser] starting failed again right after a reload: the BootFix scene repairs and reloads. */
  'boot:fix': { reason: string };
  /** [React → Phaser] the shown hero grew (a force, rank, level or artifact): the creature scene celebrates. */
  'creature:upgraded': { creatureId: number; kind: 'force' | 'rank' | 'level' | 'artifact' };
  /** [Phaser → React] a snow stair was tapped (the snow world's controls decide what it means). */
  'snow:tap': { stair: number };
  /** [React → React] show the clan's hall (the clan window asks; the clan feature shows the clan scenes). */
  'clan:open': undefined;
  /** [React → Phaser] the clan and its buildings as the clan scene should draw them. */
  'clan:view': ClanSceneView;
  /** [Phaser → React] where the clan scene drew each building (shares of the stage): the layer's accessible buttons. */
  'clan:spots': { spots: { type: BuildingType; x: number; y: number; width: number; height: number }[] };
  /** [Phaser → React] a building of the clan scene was tapped: the clan layer opens its panel. */
  'clan:building-tap': { type: BuildingType };
  /** [Phaser → React] an opponent's squad on the arena stage was tapped (the arena window offers the attack). */
  'arena:opponent-tap': { playerId: number };
  /** [React → React] watch a stored arena battle (from another player's profile): the arena feature shows its replay. */
  'arena:watch': { battleId: number };
};

/** The page's one bus. */
export const gameBus = createEventBus<GameEvents>();
