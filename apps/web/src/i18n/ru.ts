import { messagingRu } from './messaging.ru.ts';
import { cutsceneRu } from './cutscene.ru.ts';
import { battleRu } from './battle.ru.ts';
import { roadRu } from './road.ru.ts';
import { heroesRu } from './heroes.ru.ts';
import { shopRu } from './shop.ru.ts';
import { bankRu } from './bank.ru.ts';
import { moderationRu } from './moderation.ru.ts';
import { arenaRu } from './arena.ru.ts';
import { communityRu } from './community.ru.ts';
import { worldRu } from './world.ru.ts';
import { snowWorldRu } from './snow-world.ru.ts';
import { monasteryRu } from './monastery.ru.ts';
import { platformsRu } from './platforms.ru.ts';
import type { Widen } from './messages-shape.ts';
import { clansRu } from './clans.ru.ts';
import { clanPageRu } from './clan-page.ru.ts';
import { clanVisitRu } from './clan-visit.ru.ts';
import { economyRu } from './economy.ru.ts';
import { shopsMoreRu } from './shops-more.ru.ts';
import { promotionsRu } from './promotions.ru.ts';
import { offersRu } from './offers.ru.ts';
import { firstStepsRu } from './first-steps.ru.ts';
import { staffMarkRu } from './staff-mark.ru.ts';
import { paymentMethodRu } from './payment-method.ru.ts';

/** Russian texts (the default language). Every key here must exist in `en.ts` and back. */
export const ru = {
  game: {
    title: 'Дорога легенд',
    subtitle: 'Фэнтезийная ролевая игра',
  },
  leaveGame: {
    title: 'Покинуть игру?',
    text: 'Кнопка «Назад» уведёт со страницы игры. Всё добытое уже сохранено.',
    stay: 'Остаться',
    leave: 'Покинуть',
  },
  loading: {
    progress: 'загрузка {{percent}}%',
    type: {
      newPlayer: 'Собираем отряд для нового героя…',
      road: 'Дорога легенд зовёт…',
      battle: 'Возвращаемся в битву…',
    },
    ageBadge: 'Игра для лиц старше 12 лет',
  },
  common: {
    close: 'Закрыть',
    retry: 'Повторить',
    reload: 'Перезагрузить',
    save: 'Сохранить',
    sending: 'Отправляем…',
    saved: 'Сохранено',
    networkError: 'Нет связи с сервером. Попробуйте ещё раз.',
    serverError: 'На сервере что-то пошло не так. Попробуйте позже.',
  },
  form: {
    agreementRequired: 'Примите пользовательское соглашение, политику конфиденциальности и использование cookie.',
  },
  characterSelection: {
    title: 'Выбери своего героя',
    lead: 'Каждая легенда начинается с первого шага. Кто пойдёт по дороге?',
    characterHeading: 'Герой',
    genderHeading: 'Облик',
    companionHeading: 'Спутник',
    gender: { male: 'Мужчина', female: 'Женщина' },
    character: {
      knight: { male: 'Рыцарь', female: 'Воительница', about: 'Тяжёлая броня и верный меч: держит удар.' },
      ranger: { male: 'Следопыт', female: 'Охотница', about: 'Меткий лук и лесные тропы: бьёт первым.' },
      sorcerer: { male: 'Чародей', female: 'Чародейка', about: 'Древние заклинания: сильный удар, хрупкая защита.' },
    },
    companion: {
      wolf: { name: 'Волк', about: 'Быстрый и свирепый зверь луны.' },
      golem: { name: 'Голем', about: 'Каменный страж, которого не сдвинуть.' },
      dryad: { name: 'Дриада', about: 'Дух леса: ядовитые лозы и живучесть.' },
    },
    confirm: 'В путь!',
    haveAccount: 'Уже играли? Войти в аккаунт',
  },
  hud: {
    levelTitle: 'Уровень {{level}}',
    exp: 'Опыт: {{current}} / {{max}}',
    stair: 'Ступень {{stair}}',
    settings: 'Настройки',
    resources: 'Ресурсы',
    resource: {
      gold: 'Золото',
      crystal: 'Кристаллы',
      elixir: 'Эликсир',
      mithril: 'Изумруды',
      sulfur: 'Аметисты',
      caviar: 'Икра',
      tickets: 'Билеты',
      goodPoints: 'Очки добра',
      evilPoints: 'Очки зла',
      eventCurrency: 'Тыквы',
      bonusPoints: 'Бонусные очки',
      goldenTickets: 'Золотые билеты',
      orderPoints: 'Очки ордена',
      shadowPoints: 'Очки тени',
      cups: 'Кубки',
    },
  },
  access: {
    TRIAL: 'гость',
    PLAYER: 'хороший игрок',
    MODERATOR: 'модератор',
    ADMIN: 'администратор',
    GOD: 'разработчик',
  },
  settings: {
    title: 'Настройки',
    language: 'Язык',
    languageName: { ru: 'Русский', en: 'English' },
    sound: 'Звук',
    soundOn: 'Включён',
    soundOff: 'Выключен',
    quality: 'Качество изображения',
    qualityName: {
      AUTO: 'Авто',
      LOWEST: 'Минимальное',
      LOW: 'Низкое',
      STANDARD: 'Стандартное',
      HIGH: 'Высокое',
    },
    interface: 'Интерфейс',
    interfaceName: { ORIGINAL: 'Классический', MODERN: 'Современный' },
    moveSpeed: 'Скорость движения',
    moveSpeedName: { DEFAULT_MODE: 'Обычная', DOUBLED_MODE: 'Двойная' },
    push: 'Push-уведомления',
    pushOn: 'Включены',
    pushOff: 'Выключены',
    gender: 'Пол героя',
    genderName: { male: 'Мужской', female: 'Женский' },
    genderFree: 'Первая смена бесплатна',
    genderPrice: 'Смена стоит {{price}}',
    account: 'Аккаунт',
    playerLine: '{{nickname}} · {{access}}',
    nickname: 'Никнейм',
    mailOrPhone: 'Почта или телефон',
    password: 'Пароль',
    register: 'Регистрация',
    login: 'Войти',
    logout: 'Выйти',
    guestHint: 'Зарегистрируйтесь, чтобы не потерять прогресс и играть с других устройств.',
    addPassword: 'Добавить пароль',
    addPasswordHint: 'Придумайте никнейм и пароль, чтобы входить в игру и на нашем сайте. Здесь вход останется прежним.',
    credits: 'Иконки: game-icons.net (CC BY 3.0). Шрифты: Philosopher, PT Serif (OFL).',
  },
  register: {
    title: 'Регистрация',
    lead: 'Сохраните героя: придумайте никнейм и пароль.',
    name: 'Никнейм',
    password: 'Пароль',
    passwordRepeat: 'Повторите пароль',
    mailOrPhone: 'Почта или телефон (необязательно)',
    agreement: 'Принимаю пользовательское соглашение и политику конфиденциальности',
    cookies: 'Согласен на использование файлов cookie',
    submit: 'Зарегистрироваться',
    addPasswordTitle: 'Пароль для аккаунта',
    addPasswordLead: 'Герой останется прежним: с этим никнеймом и паролем вы сможете входить и на нашем сайте.',
    addPasswordSubmit: 'Сохранить',
  },
  login: {
    title: 'Вход',
    lead: 'Войдите, чтобы продолжить путь своего героя.',
    name: 'Никнейм',
    password: 'Пароль',
    submit: 'Войти',
  },
  rename: {
    title: 'Смена никнейма',
    current: 'Сейчас: {{nickname}}',
    name: 'Новый никнейм',
    submit: 'Сохранить',
  },
  mailOrPhone: {
    title: 'Почта или телефон',
    current: 'Сейчас: {{value}}',
    none: 'Сейчас не указаны',
    field: 'Почта или телефон',
    hint: 'Телефон начинается с «+», кода страны и города.',
    submit: 'Сохранить',
  },
  password: {
    title: 'Смена пароля',
    current: 'Текущий пароль',
    new: 'Новый пароль',
    repeat: 'Повторите новый пароль',
    submit: 'Сменить пароль',
    done: 'Пароль изменён',
  },
  connectionLost: {
    title: 'Нет связи',
    text: 'Упс! Игра недоступна, вероятно, идёт обновление. Подождите минуту.',
  },
  reloadPage: {
    title: 'Нужна перезагрузка',
    text: 'Соединение прервано, требуется перезагрузка. Попробуйте подключиться позже.',
    downloadText: 'Часть игры не загрузилась. Проверьте соединение и перезагрузите страницу.',
  },
  update: {
    title: 'Доступно обновление',
    text: 'Версия приложения устарела. Обновите приложение через магазин приложений.',
    outdatedText: 'Версия игры устарела. Нажмите «Обновить» или перезагрузите страницу.',
    now: 'Обновить',
  },
  ...messagingRu,
  ...roadRu,
  ...heroesRu,
  ...battleRu,
  ...shopRu,
  ...moderationRu,
  ...arenaRu,
  ...communityRu,
  ...clansRu,
  ...worldRu,
  ...snowWorldRu,
  ...monasteryRu,
  ...economyRu,
  ...shopsMoreRu,
  ...promotionsRu,
  ...offersRu,
  ...firstStepsRu,
  ...cutsceneRu,
  ...bankRu,
  ...platformsRu,
  ...staffMarkRu,
  ...paymentMethodRu,
  ...clanPageRu,
  ...clanVisitRu,
} as const;

/** The shape both languages share: same keys, any text. */
export type Messages = { [K in keyof typeof ru]: Widen<(typeof ru)[K]> };
