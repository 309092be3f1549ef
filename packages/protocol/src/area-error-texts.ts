import type { ErrorCode } from './error-codes.ts';
import type { Lang } from './error-texts.ts';

/**
 * Texts of the codes of moderation, arena, forum and community, clans, tasks and the world,
 * platforms, economy and security names (joined into `ERROR_TEXTS`).
 */
export const AREA_ERROR_TEXTS = {
  BAN_SELF: { ru: 'Нельзя применить это к себе.', en: 'You cannot do this to yourself.' },
  STAFF_RANK_TOO_LOW: {
    ru: 'Этот игрок на вашем уровне доступа или выше.',
    en: 'This player is at or above your access level.',
  },
  ROLE_CHANGE_FORBIDDEN: { ru: 'Такую смену роли вы сделать не можете.', en: 'You cannot make this role change.' },
  NOT_ACTING_AS: { ru: 'Вы не входили под другим игроком.', en: 'You are not logged in as another player.' },
  ACTING_AS_PLAYER: {
    ru: 'Сначала вернитесь в свою учётную запись.',
    en: 'Return to your own account first.',
  },
  ARENA_OPPONENT_NOT_FOUND: { ru: 'Такого соперника на арене нет.', en: 'No such opponent in the arena.' },
  ARENA_OPPONENT_STALE: {
    ru: 'Соперник сменил место. Обновите список соперников.',
    en: 'The opponent has moved. Refresh the list of opponents.',
  },
  ARENA_SELF_ATTACK: { ru: 'Нельзя напасть на самого себя.', en: 'You cannot attack yourself.' },
  ARENA_NO_DEFENCE: {
    ru: 'У соперника нет отряда защиты.',
    en: 'The opponent has no defence squad.',
  },
  FORUM_LEVEL_REQUIRED: {
    ru: 'Писать на форуме можно с {{level}} уровня.',
    en: 'You can write on the forum from level {{level}}.',
  },
  FORUM_BANNED: {
    ru: 'Вам запрещено писать на форуме до {{until}}.',
    en: 'You may not write on the forum until {{until}}.',
  },
  FORUM_TITLE_EMPTY: { ru: 'Введите заголовок темы.', en: 'Enter the topic’s title.' },
  FORUM_TITLE_TOO_LONG: {
    ru: 'Заголовок не длиннее {{max}} символов.',
    en: 'The title is at most {{max}} characters.',
  },
  FORUM_TEXT_TOO_LONG: {
    ru: 'Текст темы не длиннее {{max}} символов.',
    en: 'The topic’s text is at most {{max}} characters.',
  },
  FORUM_COMMENT_EMPTY: { ru: 'Введите комментарий.', en: 'Enter a comment.' },
  FORUM_COMMENT_TOO_LONG: {
    ru: 'Комментарий не длиннее {{max}} символов.',
    en: 'A comment is at most {{max}} characters.',
  },
  FORUM_POLL_INVALID: {
    ru: 'У опроса должен быть вопрос и от 2 до 10 разных вариантов.',
    en: 'A poll needs a question and 2 to 10 different options.',
  },
  FORUM_TOPIC_NOT_FOUND: { ru: 'Тема не найдена.', en: 'Topic not found.' },
  FORUM_COMMENT_NOT_FOUND: { ru: 'Комментарий не найден.', en: 'Comment not found.' },
  FORUM_NO_POLL: { ru: 'В этой теме нет такого опроса.', en: 'This topic has no such poll.' },
  FORUM_ALREADY_VOTED: { ru: 'Вы уже проголосовали.', en: 'You have voted already.' },
  FORUM_CLAN_REQUIRED: {
    ru: 'Закрытую тему может создать только участник клана.',
    en: 'Only a clan member can create a private topic.',
  },
  GIFT_LEVEL_REQUIRED: {
    ru: 'Подарки открываются с {{level}} уровня.',
    en: 'Gifts open at level {{level}}.',
  },
  GIFT_NOT_FOUND: { ru: 'Подарок не найден.', en: 'Gift not found.' },
  GIFT_TO_SELF: { ru: 'Нельзя подарить подарок себе.', en: 'You cannot give a gift to yourself.' },
  GIFT_AMOUNT_INVALID: {
    ru: 'Можно подарить от {{min}} до {{max}}.',
    en: 'You can give from {{min}} to {{max}}.',
  },
  GIFT_TEXT_TOO_LONG: {
    ru: 'Текст подарка не длиннее {{max}} символов.',
    en: 'A gift’s text is at most {{max}} characters.',
  },
  GIFT_DAILY_LIMIT: {
    ru: 'Сегодня вы уже отправили {{max}} подарков.',
    en: 'You have sent {{max}} gifts today already.',
  },
  GIFT_ALREADY_OPENED: { ru: 'Подарок уже открыт.', en: 'The gift is opened already.' },
  PLAYER_NOT_FOUND: { ru: 'Игрок не найден.', en: 'Player not found.' },
  MANUAL_NOT_FOUND: { ru: 'Такой страницы справки нет.', en: 'There is no such manual page.' },
  CLAN_NAME_EMPTY: { ru: 'Введите название клана.', en: 'Enter the clan name.' },
  CLAN_NAME_TOO_LONG: { ru: 'Название клана длиннее {{max}} символов.', en: 'The clan name is longer than {{max}} characters.' },
  CLAN_NAME_TAKEN: { ru: 'Клан с таким названием уже есть.', en: 'A clan with this name already exists.' },
  CLAN_NAME_INVALID: {
    ru: 'В названии клана есть невидимые или меняющие направление текста символы.',
    en: 'The clan name holds invisible or text-direction characters.',
  },
  CLAN_LEVEL_REQUIRED: { ru: 'Кланы открываются с {{level}} уровня.', en: 'Clans open at level {{level}}.' },
  CLAN_NOT_MEMBER: { ru: 'Вы не состоите в клане.', en: 'You are not in a clan.' },
  CLAN_ALREADY_MEMBER: { ru: 'Вы уже состоите в клане.', en: 'You are already in a clan.' },
  CLAN_PLAYER_IN_CLAN: { ru: 'Этот игрок уже состоит в клане.', en: 'This player is already in a clan.' },
  CLAN_NOT_SAME_CLAN: { ru: 'Этот игрок не из вашего клана.', en: 'This player is not in your clan.' },
  CLAN_PERMISSION_DENIED: { ru: 'Вашей роли в клане это недоступно.', en: 'Your clan role does not allow this.' },
  CLAN_RANK_TOO_LOW: { ru: 'Можно действовать только над участниками ниже вас рангом.', en: 'You can only act on members of a lower rank.' },
  CLAN_NO_FURTHER_RANK: { ru: 'Дальше этого ранга менять нельзя.', en: 'This rank cannot be changed further.' },
  CLAN_ROLE_CHANGED: {
    ru: 'Ранг этого участника уже изменился. Обновите список.',
    en: 'This member’s rank has changed meanwhile. Look at the list again.',
  },
  CLAN_NO_INVITATION: { ru: 'Приглашения от этого клана нет.', en: 'There is no invitation from this clan.' },
  CLAN_NO_REQUEST: { ru: 'Нет заявки или приглашения этого игрока.', en: 'There is no application or invitation of this player.' },
  CLAN_ALREADY_INVITED: { ru: 'Приглашение уже отправлено.', en: 'The invitation has already been sent.' },
  CLAN_NO_SUCCESSOR: { ru: 'Некому передать лидерство.', en: 'There is nobody to pass the leadership to.' },
  CLAN_BUILDING_MAX_LEVEL: { ru: 'Здание уже максимального уровня.', en: 'The building is at its highest level.' },
  CLAN_BUILDING_BUSY: { ru: 'Здание уже строится.', en: 'The building is already being upgraded.' },
  CLAN_BUILDING_NOT_PROCESSING: { ru: 'Здание сейчас не строится.', en: 'The building is not being upgraded.' },
  CLAN_BUILDING_NOT_READY: { ru: 'Стройка ещё не закончена.', en: 'The upgrade is not finished yet.' },
  CLAN_FACTORY_MISSING: { ru: 'В клане ещё нет фабрики.', en: 'The clan has no factory yet.' },
  CLAN_GIFT_TAKEN: { ru: 'Подарок фабрики на сегодня уже получен.', en: 'Today\'s factory gift has already been taken.' },
  CLAN_HALL_LEVEL_INVALID: { ru: 'Такой уровень зала славы недоступен (не выше {{max}}).', en: 'That hall of fame level is not available (at most {{max}}).' },
  CLAN_RAID_CLOSED: { ru: 'Рейд этой сложности откроется с {{level}} уровня клана.', en: 'A raid of this difficulty opens at clan level {{level}}.' },
  CLAN_RAID_RUNNING: { ru: 'Рейд уже идёт.', en: 'A raid is already running.' },
  CLAN_RAID_NOT_RUNNING: { ru: 'Рейд сейчас не идёт.', en: 'No raid is running.' },
  CLAN_RAID_NOT_OVER: { ru: 'Рейд ещё не окончен: его можно только сбросить.', en: 'The raid is not over yet: it can only be reset.' },
  CLAN_RAID_NOT_WAITING: { ru: 'Ускорять нечего: клан не ждёт рейда.', en: 'Nothing to speed up: the clan is not waiting for a raid.' },
  CLAN_RAID_WAITING: { ru: 'Новый рейд можно начать позже.', en: 'A new raid can be started later.' },
  CLAN_THEME_INVALID: { ru: 'Такой темы нет.', en: 'There is no such theme.' },
  CLAN_DEPOSIT_INVALID: { ru: 'Этот ресурс нельзя внести в казну.', en: 'This resource cannot be deposited.' },
  CLAN_RAID_OVER: { ru: 'Рейд окончен: босс повержен или время вышло.', en: 'The raid is over: the boss has fallen or the time is up.' },
  CLAN_RAID_NO_REWARD: { ru: 'Наград за рейды пока нет.', en: 'There is no raid reward to take.' },
  TASK_NOT_FOUND: { ru: 'Такого задания сейчас нет.', en: 'There is no such task now.' },
  TASK_NOT_COMPLETE: { ru: 'Задание ещё не выполнено.', en: 'The task is not complete yet.' },
  TASK_REWARD_TAKEN: { ru: 'Награда за задание уже получена.', en: 'The reward for this task is taken already.' },
  TEXT_CONTROL_CHARACTERS: {
    ru: 'В тексте есть недопустимые служебные символы.',
    en: 'The text holds control characters that cannot be sent.',
  },
  PLATFORM_NOT_CONFIGURED: {
    ru: 'Вход через эту платформу на сервере не настроен.',
    en: 'Sign-in through this platform is not set up on this server.',
  },
  PLATFORM_PROOF_MALFORMED: {
    ru: 'Платформа передала данные входа в неверном виде.',
    en: 'The platform\'s sign-in data is not in the expected form.',
  },
  PLATFORM_PROOF_INVALID: {
    ru: 'Подпись платформы не прошла проверку.',
    en: 'The platform\'s signature did not verify.',
  },
  PLATFORM_PROOF_EXPIRED: {
    ru: 'Данные входа устарели: перезапустите игру на платформе.',
    en: 'The sign-in data has expired: restart the game on the platform.',
  },
  PLATFORM_PROOF_REPLAYED: {
    ru: 'Эти данные входа уже использованы: перезапустите игру на платформе.',
    en: 'This sign-in data has been used already: restart the game on the platform.',
  },
  PLATFORM_REFUSED: {
    ru: 'Платформа не подтвердила вход. Попробуйте позже.',
    en: 'The platform did not confirm the sign-in. Try again later.',
  },
  PLATFORM_UNAVAILABLE: {
    ru: 'Платформа сейчас не отвечает. Попробуйте позже.',
    en: 'The platform is not answering right now. Try again later.',
  },
  SNOW_WORLD_LOCKED: {
    ru: 'Снежный мир откроется на {{level}} уровне или со зданием «Снежный мир» в клане.',
    en: 'The snow world opens at level {{level}} or with the clan\'s Snow world building.',
  },
  SNOW_WORLD_NOT_IN: { ru: 'Герой сейчас не в снежном мире.', en: 'The hero is not in the snow world now.' },
  SNOW_WORLD_BAD_STEP: { ru: 'Идти можно только на одну ступень вверх.', en: 'The hero can only walk one stair up.' },
  SNOW_WORLD_BLOCKED: { ru: 'Дорогу наверх преграждает снежное чудовище.', en: 'A snow monster blocks the way up.' },
  SNOW_PLACE_NOT_HERE: { ru: 'Этого места нет на ступени героя.', en: 'This place is not on the hero\'s stair.' },
  SNOW_PLACE_DONE: { ru: 'Здесь уже ничего не осталось.', en: 'Nothing is left here.' },
  MONASTERY_CLOSED: {
    ru: 'Монастырь откроется, когда вы пройдёте {{stair}} ступень.',
    en: 'The monastery opens once you are past stair {{stair}}.',
  },
  MONASTERY_FORCE_NOT_STUDIED: { ru: 'Герой не изучал эту силу.', en: 'The hero has not studied this force.' },
  NICKNAME_RESERVED: {
    ru: 'Этот никнейм зарезервирован: он похож на имя службы игры.',
    en: "This nickname is reserved: it looks like the name of the game's staff.",
  },
  NICKNAME_LOOKALIKE: {
    ru: 'Этот никнейм слишком похож на имя другого игрока.',
    en: "This nickname looks too much like another player's name.",
  },
  CROSS_SITE_REFUSED: {
    ru: 'Это действие можно выполнить только из самой игры.',
    en: 'This action can only be done from within the game.',
  },
  BOOSTER_ACTIVE: {
    ru: 'Этот бустер уже действует: его можно продлить или заменить.',
    en: 'This booster is active already: prolong or replace it.',
  },
  BOOSTER_NOT_ACTIVE: { ru: 'Сейчас этот бустер не действует.', en: 'This booster is not active now.' },
  BOOSTER_SAME: {
    ru: 'Этот бустер уже действует: его можно только продлить.',
    en: 'This booster is active already: it can only be prolonged.',
  },
  WHEEL_REWARD_PENDING: {
    ru: 'Сначала заберите награду прошлого вращения.',
    en: 'Take the prize of the last spin first.',
  },
  WHEEL_NO_REWARD: { ru: 'Награды колеса нет: сначала вращайте.', en: 'There is no wheel prize: spin first.' },
  WHEEL_CREATURE_REQUIRED: { ru: 'Выберите героя для этой награды.', en: 'Choose a hero for this prize.' },
  FORUM_CLAN_ROLE_REQUIRED: {
    ru: 'Создавать темы клана могут участники клана от звания «участник».',
    en: 'Clan topics can be created from the participant rank up.',
  },
  PLATFORM_ACCOUNT_NOT_YOURS: {
    ru: 'Эта учётная запись платформы не ваша: перезапустите игру на платформе.',
    en: 'This platform account is not yours: restart the game on the platform.',
  },
  SHOP_LOCKED: {
    ru: 'Эта лавка откроется на ступени {{stair}}.',
    en: 'This shop opens at stair {{stair}}.',
  },
  SHOP_OFFER_NOT_FOUND: { ru: 'Такого товара в лавке нет.', en: 'The shop does not sell this.' },
  SHOP_DAILY_LIMIT: {
    ru: 'На сегодня куплено всё, что можно: {{bought}}/{{limit}}.',
    en: 'Today’s limit of this offer is reached: {{bought}}/{{limit}}.',
  },
  REFERRAL_NO_BONUS: { ru: 'Бонусов за приглашения пока нет.', en: 'There is no referral bonus to take yet.' },
  REFERRAL_DISABLED: {
    ru: 'Приглашения друзей на этой площадке не работают.',
    en: 'Inviting friends is not available on this platform.',
  },
  CLAN_SHOP_LEVEL: {
    ru: 'Этот товар откроется, когда клан достигнет {{level}} уровня.',
    en: 'This offer opens when the clan reaches level {{level}}.',
  },
} satisfies Partial<Record<ErrorCode, Record<Lang, string>>>;
