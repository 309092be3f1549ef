/** Russian texts of the clan page's overlays (name, about, edit page) and the clan shop's buttons. */
export const clanPageRu = {
  clanPage: {
    shop: 'Лавка клана',
    yardShop: 'Лавка',
    aboutOpen: 'О клане',
    editOpen: 'Изменить страницу',
    renameOpen: 'Переименовать',
    cancel: 'Отмена',
    save: 'Сохранить',
    chars: '{{used}}/{{max}}',
    name: {
      title: 'Название клана',
      lead: 'Переименовать клан может только администратор.',
      field: 'Новое название (до {{max}} символов)',
      done: 'Клан переименован: {{name}}.',
    },
    about: {
      title: 'О клане',
      field: 'Описание (до {{max}} символов)',
      restore: 'Вернуть описание по умолчанию',
      readOnly: 'Описание меняют лидер и заместители.',
      saved: 'Описание сохранено.',
    },
    edit: {
      title: 'Страница клана',
      advert: 'Объявление (до {{max}} символов)',
      advertSave: 'Сохранить объявление',
      saved: 'Объявление сохранено.',
      theme: 'Оформление',
      themePrice: 'Следующая смена: {{price}} изумрудов из казны',
      themeFree: 'Следующая смена бесплатна',
    },
  },
};
