import type { ErrorCode } from './error-codes.ts';
import { AREA_ERROR_TEXTS } from './area-error-texts.ts';
import { PAYMENT_ERROR_TEXTS } from './payment-error-texts.ts';
import { PROMOTION_ERROR_TEXTS } from './promotion-error-texts.ts';

export type Lang = 'ru' | 'en';

/** Texts of the codes of the road, battle, heroes, shops, accounts, chat and mail. */
const CORE_TEXTS = {
  BAD_REQUEST: { ru: 'Некорректный запрос.', en: 'Bad request.' },
  VALIDATION_FAILED: { ru: 'Проверьте введённые данные.', en: 'Please check what you entered.' },
  NOT_FOUND: { ru: 'Не найдено.', en: 'Not found.' },
  UNAUTHORIZED: { ru: 'Нужно войти в игру.', en: 'Please sign in.' },
  FORBIDDEN: { ru: 'Недостаточно прав.', en: 'You are not allowed to do this.' },
  RATE_LIMITED: {
    ru: 'Слишком много попыток. Повторите через {{seconds}} с.',
    en: 'Too many attempts. Try again in {{seconds}} s.',
  },
  PAYLOAD_TOO_LARGE: { ru: 'Слишком большой запрос.', en: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { ru: 'Неподдерживаемый формат запроса.', en: 'Unsupported request format.' },
  REQUEST_TIMEOUT: {
    ru: 'Запрос шёл слишком долго. Проверьте связь и повторите.',
    en: 'The request took too long to arrive. Check your connection and try again.',
  },
  CONFLICT: {
    ru: 'Действие уже выполняется, повторите позже.',
    en: 'This action is already in progress; try again.',
  },
  INTERNAL_ERROR: {
    ru: 'Упс! Игра недоступна, вероятно, идёт обновление; подождите минуту.',
    en: 'Oops! The game is unavailable, probably an update; wait a minute.',
  },
  NICKNAME_EMPTY: { ru: 'Введите никнейм.', en: 'Enter a nickname.' },
  NICKNAME_TOO_SHORT: {
    ru: 'Никнейм слишком короткий: минимум {{min}} символа.',
    en: 'The nickname is too short: at least {{min}} characters.',
  },
  NICKNAME_TOO_LONG: {
    ru: 'Никнейм слишком длинный: максимум {{max}} символов.',
    en: 'The nickname is too long: at most {{max}} characters.',
  },
  NICKNAME_SAME: {
    ru: 'Новый никнейм совпадает с текущим.',
    en: 'The new nickname is the same as the current one.',
  },
  NICKNAME_INVALID: {
    ru: 'Никнейм может содержать только буквы, цифры, пробел, точку, дефис и подчёркивание.',
    en: 'A nickname may hold only letters, digits, spaces, dots, hyphens and underscores.',
  },
  NICKNAME_TAKEN: { ru: 'Этот никнейм уже занят.', en: 'This nickname is already taken.' },
  PASSWORD_BLANK: { ru: 'Введите пароль.', en: 'Enter a password.' },
  PASSWORD_TOO_LONG: {
    ru: 'Пароль слишком длинный: максимум {{max}} символов.',
    en: 'The password is too long: at most {{max}} characters.',
  },
  PASSWORDS_DIFFER: { ru: 'Пароли не совпадают.', en: 'The passwords do not match.' },
  PASSWORD_FIELDS_REQUIRED: { ru: 'Заполните все поля.', en: 'Fill in all the fields.' },
  PASSWORD_WRONG: { ru: 'Текущий пароль указан неверно.', en: 'The current password is wrong.' },
  MAIL_OR_PHONE_REQUIRED: { ru: 'Введите почту или телефон.', en: 'Enter a mail address or a phone number.' },
  MAIL_OR_PHONE_INVALID: {
    ru: 'Укажите почту (с @) или телефон в формате +7 912 3456789.',
    en: 'Enter a mail address (with @) or a phone number like +44 20 79460000.',
  },
  AGREEMENT_REQUIRED: {
    ru: 'Примите пользовательское соглашение, политику конфиденциальности и использование cookie.',
    en: 'Accept the user agreement, the privacy policy and the use of cookies.',
  },
  LOGIN_FAILED: { ru: 'Неверное имя или пароль.', en: 'Wrong name or password.' },
  ALREADY_REGISTERED: { ru: 'Вы уже зарегистрированы.', en: 'You are already registered.' },
  PLAYER_BANNED: {
    ru: 'Игрок заблокирован до {{until}}. Причина: {{reason}}.',
    en: 'The player is banned until {{until}}. Reason: {{reason}}.',
  },
  CHARACTER_INVALID: { ru: 'Выберите героя и спутника.', en: 'Choose a hero and a companion.' },
  CHARACTER_ALREADY_CHOSEN: { ru: 'Герой уже выбран.', en: 'The hero has already been chosen.' },
  CHARACTER_NOT_CHOSEN: { ru: 'Сначала выберите героя.', en: 'Choose your hero first.' },
  GUEST_LIMIT: {
    ru: 'Слишком много новых игроков из вашей сети. Повторите через {{minutes}} мин.',
    en: 'Too many new players from your network. Try again in {{minutes}} min.',
  },
  VERSION_OUTDATED: {
    ru: 'Версия игры устарела. Нажмите «Обновить».',
    en: 'The game version is outdated. Press Update.',
  },
  NOT_ENOUGH_FUNDS: { ru: 'Недостаточно средств.', en: 'Not enough funds.' },
  NOT_ENOUGH_GEMS: {
    ru: 'Недостаточно изумрудов. Их можно купить в банке.',
    en: 'Not enough emeralds. You can buy them in the bank.',
  },
  NOT_ENOUGH_RESOURCES: { ru: 'Недостаточно ресурсов.', en: 'Not enough resources.' },
  NOT_ENOUGH_TICKETS: { ru: 'Недостаточно билетов.', en: 'Not enough tickets.' },
  NOT_ENOUGH_AMETHYSTS: { ru: 'Недостаточно аметистов.', en: 'Not enough amethysts.' },
  NOT_ENOUGH_TOKENS: { ru: 'Недостаточно жетонов.', en: 'Not enough tokens.' },
  NOT_ENOUGH_CAVIAR: { ru: 'Недостаточно икры.', en: 'Not enough caviar.' },
  NOT_ENOUGH_FRACTION_POINTS: { ru: 'Недостаточно очков фракции.', en: 'Not enough faction points.' },
  NO_FREE_SLOT: { ru: 'Нет свободного слота для артефакта.', en: 'No free slot for the artifact.' },
  SLOT_UNAVAILABLE: { ru: 'Слот недоступен.', en: 'The slot is unavailable.' },
  ALL_SLOTS_FILLED: { ru: 'Все слоты заняты.', en: 'All slots are filled.' },
  CLAN_INSUFFICIENT_FUNDS: {
    ru: 'В казне клана недостаточно средств.',
    en: 'The clan has insufficient funds.',
  },
  CLAN_MEMBER_LIMIT: { ru: 'Клан достиг предела участников.', en: 'The clan has reached its member limit.' },
  CHAT_BANNED: { ru: 'Вам запрещено писать в чат.', en: 'You are banned from the chat.' },
  USER_UNAVAILABLE_FOR_CONTACT: {
    ru: 'Пользователь недоступен для связи.',
    en: 'A user is unavailable for contact.',
  },
  CREATURE_NOT_DEAD: {
    ru: 'Существо не мертво: воскрешение действует только на мёртвых.',
    en: 'Creature not dead: resurrection works only on the dead.',
  },
  CREATURE_DEAD: { ru: 'Существо мертво.', en: 'Creature dead.' },
  NO_SUITABLE_HEROES_FOR_CARD: {
    ru: 'Нет подходящих героев для карты.',
    en: 'No suitable heroes for a card.',
  },
  INCOMPATIBLE_FORCE: { ru: 'Несовместимый дар.', en: 'Incompatible force.' },
  HAMMERS_BUSY: { ru: 'Волшебные молоты заняты.', en: 'The magic hammers are busy.' },
  BLACKSMITH_TIRED: { ru: 'Кузнец устал.', en: 'The blacksmith is tired.' },
  PROMOTION_ALREADY_USED: { ru: 'Акция уже использована.', en: 'The promotion was already used.' },
  CAMPAIGN_DAILY_LIMIT: {
    ru: 'Это предложение можно использовать ограниченное число раз в день.',
    en: 'This offer can be used a limited number of times per day.',
  },
  WHEEL_TICKET_DAILY_LIMIT: {
    ru: 'Билеты колеса за рекламу на сегодня получены: просмотров рекламы {{received}}/{{limit}}.',
    en: 'Today’s wheel tickets for ads are received: {{received}}/{{limit}} ad views.',
  },
  ARENA_NOT_OPENED: { ru: 'Арена ещё не открыта.', en: 'Arena not opened yet.' },
  TEXT_TOO_LONG: { ru: 'Слишком длинный текст.', en: 'Text too long.' },
  PICTURES_NOT_SUPPORTED: {
    ru: 'Картинки в чате не поддерживаются.',
    en: 'Pictures are not supported in chat.',
  },
  SNOW_WORLD_LOW_PRESSURE: {
    ru: 'Низкое давление отправило героя домой. Возвращение через {{hours}} ч.',
    en: 'Low pressure sent the hero home. Return in about {{hours}} h.',
  },
  TUTORIAL_NOT_FINISHED: {
    ru: 'Обучение первым шагам закрывает эти возможности до своего окончания.',
    en: 'The first-steps tutorial blocks features until finished.',
  },
  TEXT_EMPTY: { ru: 'Введите текст сообщения.', en: 'Enter a message.' },
  CHAT_LEVEL_REQUIRED: { ru: 'Чат доступен с {{level}} уровня.', en: 'The chat opens at level {{level}}.' },
  ROOM_FORBIDDEN: { ru: 'Эта комната чата вам недоступна.', en: 'This chat room is not open to you.' },
  MESSAGE_FORMAT_INVALID: { ru: 'Неверный формат сообщения.', en: 'The message format is invalid.' },
  CANNOT_CONTACT_SELF: { ru: 'Нельзя написать самому себе.', en: 'You cannot write to yourself.' },
  WRITING_TOO_FAST: {
    ru: 'Вы пишете слишком часто. Подождите {{seconds}} с.',
    en: 'You are writing too often. Wait {{seconds}} s.',
  },
  PLACE_NOT_FOUND: { ru: 'Такого места на дороге нет.', en: 'There is no such place on the road.' },
  PLACE_WRONG_TYPE: { ru: 'Здесь этого сделать нельзя.', en: 'This cannot be done here.' },
  PLACE_NOT_IN_REACH: { ru: 'Подойдите ближе к этому месту.', en: 'Come closer to this place.' },
  PLACE_ALREADY_TAKEN: { ru: 'Это место уже пройдено.', en: 'This place has already been taken.' },
  GAINABLE_EMPTY: {
    ru: 'Здесь пока пусто, загляните позже.',
    en: 'Nothing has gathered here yet; come back later.',
  },
  TURN_NOT_USED: { ru: 'Вы не сворачивали на эту тропу.', en: 'You have not taken this turn.' },
  TELEPORT_TARGET_INVALID: {
    ru: 'Телепорт ведёт только к порталам, где вы уже побывали.',
    en: 'A teleport leads only to portals you have visited.',
  },
  PORTAL_TARGET_INVALID: { ru: 'Портал не ведёт туда.', en: 'The portal does not lead there.' },
  PORTAL_DISCOUNT_INVALID: { ru: 'Эта скидка недоступна.', en: 'This discount is not available.' },
  ROAD_BLOCKED: {
    ru: 'Дорогу преграждают чудовища: сначала победите их.',
    en: 'Monsters block the road: defeat them first.',
  },
  COORDINATE_OUT_OF_RANGE: { ru: 'Туда не пройти.', en: 'You cannot go there.' },
  CONTEXT_STALE: {
    ru: 'Положение на дороге изменилось, обновляем.',
    en: 'Your position on the road has changed; refreshing.',
  },
  PLAYER_IN_BATTLE: { ru: 'Сначала завершите бой.', en: 'Finish the battle first.' },
  EVERYDAY_REWARD_TAKEN: {
    ru: 'Ежедневная награда уже получена. Возвращайтесь завтра.',
    en: 'The everyday reward has already been taken. Come back tomorrow.',
  },
  HEALTH_FULL: { ru: 'Все герои полностью здоровы.', en: 'All heroes are at full health.' },
  MARKER_INVALID: { ru: 'Недопустимая отметка.', en: 'Invalid marker.' },
  MARKER_LIMIT: { ru: 'Слишком много отметок.', en: 'Too many markers.' },
  NOTIFICATION_NOT_FOUND: { ru: 'Уведомление не найдено.', en: 'Notification not found.' },
  BATTLE_NOT_FOUND: { ru: 'Бой не найден.', en: 'There is no battle.' },
  BATTLE_IN_PROGRESS: { ru: 'Вы уже в бою.', en: 'You are already in a battle.' },
  BATTLE_COMPLETED: { ru: 'Бой уже окончен.', en: 'The battle is already over.' },
  BATTLE_NOT_COMPLETED: { ru: 'Бой ещё не окончен.', en: 'The battle is not over yet.' },
  CREATURE_NOT_FOUND: { ru: 'Такого существа нет.', en: 'There is no such creature.' },
  CREATURE_FROZEN: {
    ru: 'Существо заморожено и не может ходить.',
    en: 'The creature is frozen and cannot act.',
  },
  CREATURE_ALREADY_ACTED: {
    ru: 'Это существо уже ходило в этом раунде.',
    en: 'This creature has already acted this round.',
  },
  NOT_YOUR_CREATURE: { ru: 'Это не ваше существо.', en: 'This is not your creature.' },
  NOT_YOUR_TURN: { ru: 'Сейчас не ваш ход.', en: 'It is not your turn.' },
  INVALID_TARGET: { ru: 'Эту цель выбрать нельзя.', en: 'This target cannot be chosen.' },
  CONSUMABLE_NOT_FOUND: { ru: 'Такого предмета нет.', en: 'There is no such item.' },
  PLACE_NOT_A_BATTLE: { ru: 'Здесь не с кем сражаться.', en: 'There is nobody to fight here.' },
  SQUAD_EMPTY: { ru: 'В отряде нет героев.', en: 'There are no heroes in the squad.' },
  SQUAD_DEAD: {
    ru: 'Все герои отряда без сил: подождите или восстановите здоровье.',
    en: 'Every hero of the squad is down: wait or restore their health.',
  },
  SQUAD_FULL: { ru: 'В отряде не больше 6 героев.', en: 'A squad holds at most 6 heroes.' },
  SQUAD_DUPLICATE: { ru: 'Герой указан в отряде дважды.', en: 'A hero is listed in the squad twice.' },
  FORCE_MAX_RANK: { ru: 'Дар уже достиг наибольшего ранга.', en: 'The force has reached its max rank.' },
  FORCE_UPGRADE_RUNNING: { ru: 'Этот дар уже улучшается.', en: 'This force is being improved already.' },
  RANK_UP_FORBIDDEN: {
    ru: 'Этот герой не повышает ранг: он изучает дары на рангах 2–5.',
    en: 'This hero cannot rank up: it learns forces at ranks 2 to 5.',
  },
  RANK_MAX: { ru: 'Герой достиг наибольшего ранга.', en: 'The hero has reached the highest rank.' },
  RANK_UPGRADE_RUNNING: { ru: 'Ранг героя уже повышается.', en: 'The hero is ranking up already.' },
  UPGRADE_NOT_FOUND: { ru: 'Такого улучшения нет или оно уже завершено.', en: 'No such upgrade, or it is finished.' },
  CARD_NOT_OWNED: { ru: 'У вас нет такой карты.', en: 'You have no such card.' },
  ARK_CARD_USED: { ru: 'Карта Ковчега уже применена к этому герою.', en: 'An Ark card is already used on this hero.' },
  GROUP_EMPTY: { ru: 'Выберите героев.', en: 'Choose the heroes.' },
  GROUP_TOO_LARGE: {
    ru: 'Групповое улучшение — не больше 6 героев.',
    en: 'A group upgrade takes at most 6 heroes.',
  },
  GROUP_DUPLICATE: { ru: 'Герой выбран дважды.', en: 'A hero is chosen twice.' },
  HERO_LEVEL_MAX: {
    ru: 'Уровень героя не может превышать ваш уровень.',
    en: 'A hero’s level cannot exceed your level.',
  },
  EXCHANGE_SAME_HERO: { ru: 'Выберите двух разных героев.', en: 'Choose two different heroes.' },
  HERO_NOT_EXCHANGEABLE: { ru: 'Своего героя отдать нельзя.', en: 'Your own hero cannot be given away.' },
  ARTIFACT_NOT_FOUND: { ru: 'Такого артефакта нет.', en: 'There is no such artifact.' },
  ARTIFACT_ALREADY_HELD: { ru: 'Артефакт уже у этого героя.', en: 'This hero holds the artifact already.' },
  ARTIFACT_NOT_HELD: { ru: 'Артефакт лежит в хранилище.', en: 'The artifact is in the storage.' },
  HERO_TIER_LOCKED: {
    ru: 'Эти герои откроются на ступени {{stair}}.',
    en: 'These heroes open at stair {{stair}}.',
  },
  HERO_CLASS_INVALID: { ru: 'Такого героя здесь не продают.', en: 'This hero is not sold here.' },
  HERO_LIMIT: { ru: 'У вас слишком много героев.', en: 'You have too many heroes.' },
  HAMMERS_MAX: { ru: 'Все волшебные молоты уже куплены.', en: 'Every magic hammer is bought already.' },
  STAIR_REQUIRED: { ru: 'Откроется на ступени {{stair}}.', en: 'Opens at stair {{stair}}.' },
  CONSUMABLE_SLOT_INVALID: {
    ru: 'Этот предмет нельзя положить в такой слот.',
    en: 'This item does not fit that slot.',
  },
} satisfies Partial<Record<ErrorCode, Record<Lang, string>>>;

/**
 * Translated texts of every error code; `{{name}}` placeholders are filled from `details`. The type
 * fails the build when a code has no text.
 */
export const ERROR_TEXTS: Record<ErrorCode, Record<Lang, string>> = {
  ...CORE_TEXTS,
  ...AREA_ERROR_TEXTS,
  ...PAYMENT_ERROR_TEXTS,
  ...PROMOTION_ERROR_TEXTS,
};

/** The text of `code` in `lang` with `{{name}}` placeholders filled from `details`. */
export function errorText(code: ErrorCode, lang: Lang, details?: Record<string, unknown>): string {
  const template = ERROR_TEXTS[code][lang];
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = details?.[key];
    return value === undefined || value === null ? '' : String(value);
  });
}
