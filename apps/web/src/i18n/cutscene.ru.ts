/** Russian texts of the story cutscenes, the BootFix scene and the creature loading scene. */
export const cutsceneRu = {
  cutscene: {
    part: 'Часть {{part}}',
    title: {
      part1: 'Дорога зовёт',
      part2: 'Тёмный лес',
      part3: 'Следы легионов',
      part4: 'Каменные великаны',
      part5: 'Сотая ступень',
      part6: 'Звон мороза',
      part7: 'Где начинаются легенды',
      part8: 'Огненные земли',
      part9: 'Над облаками',
      part10: 'Последнее сказание',
    },
    next: 'Дальше',
    onward: 'В путь!',
    skip: 'Пропустить',
    watch: 'Смотреть сказание',
  },
  bootFix: {
    title: 'Чиним игру',
    text: 'Игра дважды подряд не смогла запуститься. Удаляем старые файлы игры и перезагружаем её.',
    working: 'Чиним…',
    caches: 'Удалено хранилищ старых файлов: {{count}}',
    worker: 'Сброшено офлайн-помощников: {{count}}',
    reloadIn: 'Перезагрузка через {{seconds}} с',
    reloadNow: 'Перезагрузить',
  },
  creatureLoading: {
    text: 'Герой идёт…',
  },
} as const;
