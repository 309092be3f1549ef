import type { Messages } from './ru.ts';
import { messagingEn } from './messaging.en.ts';
import { battleEn } from './battle.en.ts';
import { roadEn } from './road.en.ts';
import { heroesEn } from './heroes.en.ts';
import { shopEn } from './shop.en.ts';
import { bankEn } from './bank.en.ts';
import { moderationEn } from './moderation.en.ts';
import { arenaEn } from './arena.en.ts';
import { communityEn } from './community.en.ts';
import { clansEn } from './clans.en.ts';
import { clanPageEn } from './clan-page.en.ts';
import { clanVisitEn } from './clan-visit.en.ts';
import { worldEn } from './world.en.ts';
import { snowWorldEn } from './snow-world.en.ts';
import { monasteryEn } from './monastery.en.ts';
import { platformsEn } from './platforms.en.ts';
import { economyEn } from './economy.en.ts';
import { shopsMoreEn } from './shops-more.en.ts';
import { promotionsEn } from './promotions.en.ts';
import { offersEn } from './offers.en.ts';
import { firstStepsEn } from './first-steps.en.ts';
import { cutsceneEn } from './cutscene.en.ts';
import { staffMarkEn } from './staff-mark.en.ts';
import { paymentMethodEn } from './payment-method.en.ts';

/** English texts. The type keeps the keys in step with Russian; the parity test checks it at run time too. */
export const en: Messages = {
  game: {
    title: 'Road of Legends',
    subtitle: 'A fantasy role-playing game',
  },
  leaveGame: {
    title: 'Leave the game?',
    text: 'Back takes you away from the game’s page. Everything you have won is saved.',
    stay: 'Stay',
    leave: 'Leave',
  },
  loading: {
    progress: 'loading {{percent}}%',
    type: {
      newPlayer: 'Gathering a squad for a new hero…',
      road: 'The Road of Legends is calling…',
      battle: 'Back into battle…',
    },
    ageBadge: 'For players aged 12 and over',
  },
  common: {
    close: 'Close',
    retry: 'Retry',
    reload: 'Reload',
    save: 'Save',
    sending: 'Sending…',
    saved: 'Saved',
    networkError: 'No connection to the server. Please try again.',
    serverError: 'Something went wrong on the server. Please try later.',
  },
  form: {
    agreementRequired: 'Please accept the user agreement, the privacy policy and the use of cookies.',
  },
  characterSelection: {
    title: 'Choose your hero',
    lead: 'Every legend begins with a first step. Who will walk the road?',
    characterHeading: 'Hero',
    genderHeading: 'Look',
    companionHeading: 'Companion',
    gender: { male: 'Man', female: 'Woman' },
    character: {
      knight: { male: 'Knight', female: 'Swordmaiden', about: 'Heavy armour and a trusty blade: takes the blows.' },
      ranger: { male: 'Ranger', female: 'Huntress', about: 'A keen bow and forest paths: strikes first.' },
      sorcerer: { male: 'Sorcerer', female: 'Sorceress', about: 'Ancient spells: hits hard, breaks easily.' },
    },
    companion: {
      wolf: { name: 'Wolf', about: 'A swift and fierce beast of the moon.' },
      golem: { name: 'Golem', about: 'A stone guardian nothing can move.' },
      dryad: { name: 'Dryad', about: 'A forest spirit: poison vines and stamina.' },
    },
    confirm: 'Set out!',
    haveAccount: 'Played before? Log in',
  },
  hud: {
    levelTitle: 'Level {{level}}',
    exp: 'Experience: {{current}} / {{max}}',
    stair: 'Stair {{stair}}',
    settings: 'Settings',
    resources: 'Resources',
    resource: {
      gold: 'Gold',
      crystal: 'Crystals',
      elixir: 'Elixir',
      mithril: 'Emeralds',
      sulfur: 'Amethysts',
      caviar: 'Caviar',
      tickets: 'Tickets',
      goodPoints: 'Good points',
      evilPoints: 'Evil points',
      eventCurrency: 'Pumpkins',
      bonusPoints: 'Bonus points',
      goldenTickets: 'Golden tickets',
      orderPoints: 'Order points',
      shadowPoints: 'Shadow points',
      cups: 'Cups',
    },
  },
  access: {
    TRIAL: 'guest',
    PLAYER: 'good player',
    MODERATOR: 'moderator',
    ADMIN: 'administrator',
    GOD: 'developer',
  },
  settings: {
    title: 'Settings',
    language: 'Language',
    languageName: { ru: 'Русский', en: 'English' },
    sound: 'Sound',
    soundOn: 'On',
    soundOff: 'Off',
    quality: 'Image quality',
    qualityName: {
      AUTO: 'Auto',
      LOWEST: 'Lowest',
      LOW: 'Low',
      STANDARD: 'Standard',
      HIGH: 'High',
    },
    interface: 'Interface',
    interfaceName: { ORIGINAL: 'Original', MODERN: 'Modern' },
    moveSpeed: 'Move speed',
    moveSpeedName: { DEFAULT_MODE: 'Normal', DOUBLED_MODE: 'Doubled' },
    push: 'Push notifications',
    pushOn: 'On',
    pushOff: 'Off',
    gender: 'Hero gender',
    genderName: { male: 'Male', female: 'Female' },
    genderFree: 'The first change is free',
    genderPrice: 'A change costs {{price}}',
    account: 'Account',
    playerLine: '{{nickname}} · {{access}}',
    nickname: 'Nickname',
    mailOrPhone: 'Mail or phone',
    password: 'Password',
    register: 'Register',
    login: 'Log in',
    logout: 'Log out',
    guestHint: 'Register to keep your progress and play from other devices.',
    addPassword: 'Add a password',
    addPasswordHint: 'Choose a nickname and a password to log in on our site too. Here you sign in as before.',
    credits: 'Icons: game-icons.net (CC BY 3.0). Fonts: Philosopher, PT Serif (OFL).',
  },
  register: {
    title: 'Registration',
    lead: 'Keep your hero: choose a nickname and a password.',
    name: 'Nickname',
    password: 'Password',
    passwordRepeat: 'Repeat the password',
    mailOrPhone: 'Mail or phone (optional)',
    agreement: 'I accept the user agreement and the privacy policy',
    cookies: 'I agree to the use of cookies',
    submit: 'Register',
    addPasswordTitle: 'Password for your account',
    addPasswordLead: 'Your hero stays the same: with this nickname and password you can also log in on our site.',
    addPasswordSubmit: 'Save',
  },
  login: {
    title: 'Log in',
    lead: "Log in to continue your hero's journey.",
    name: 'Nickname',
    password: 'Password',
    submit: 'Log in',
  },
  rename: {
    title: 'Change nickname',
    current: 'Now: {{nickname}}',
    name: 'New nickname',
    submit: 'Save',
  },
  mailOrPhone: {
    title: 'Mail or phone',
    current: 'Now: {{value}}',
    none: 'Not set yet',
    field: 'Mail or phone',
    hint: 'A phone starts with "+", the country and city codes.',
    submit: 'Save',
  },
  password: {
    title: 'Change password',
    current: 'Current password',
    new: 'New password',
    repeat: 'Repeat the new password',
    submit: 'Change password',
    done: 'Password changed',
  },
  connectionLost: {
    title: 'No connection',
    text: 'Oops! Game unavailable, probably an update; wait a minute.',
  },
  reloadPage: {
    title: 'Reload required',
    text: 'Connection terminated, reload required, try connecting later.',
    downloadText: 'A part of the game did not download. Check your connection and reload the page.',
  },
  update: {
    title: 'Update available',
    text: 'This version of the app is out of date. Please update it through the app store.',
    outdatedText: 'The game version is outdated. Press Update or reload the page.',
    now: 'Update',
  },
  ...messagingEn,
  ...roadEn,
  ...heroesEn,
  ...battleEn,
  ...shopEn,
  ...moderationEn,
  ...arenaEn,
  ...communityEn,
  ...clansEn,
  ...worldEn,
  ...snowWorldEn,
  ...monasteryEn,
  ...economyEn,
  ...shopsMoreEn,
  ...promotionsEn,
  ...offersEn,
  ...firstStepsEn,
  ...cutsceneEn,
  ...bankEn,
  ...platformsEn,
  ...staffMarkEn,
  ...paymentMethodEn,
  ...clanPageEn,
  ...clanVisitEn,
};
