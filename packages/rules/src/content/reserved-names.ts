/**
 * Words a player's name may not begin or end with, nor be: they would let a player pass for the
 * game's staff or the game itself. Compared by their confusable skeleton (look-alike letters of
 * any script, digits for letters, case and separators ignored), so "Ѕupp0rt" or "Admin_Vasya"
 * are refused like "Support". Staff are recognised in the game by the mark drawn from their access
 * level, never by their name.
 */
export const RESERVED_NAME_WORDS: readonly string[] = [
  // English
  'admin',
  'administrator',
  'administration',
  'moderator',
  'support',
  'helpdesk',
  'staff',
  'gamemaster',
  'developer',
  'system',
  'official',
  'operator',
  'root',
  'roadoflegends',
  // Russian
  'админ',
  'администратор',
  'администрация',
  'модератор',
  'модер',
  'поддержка',
  'техподдержка',
  'службаподдержки',
  'разработчик',
  'система',
  'официальный',
  'официальная',
  'оператор',
  'сотрудник',
  'гейммастер',
  'дорогалегенд',
];
