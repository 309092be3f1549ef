/** Russian texts of the bank of gems and the payments. */
export const bankRu = {
  bank: {
    title: 'Банк изумрудов',
    open: 'Банк изумрудов',
    lead: 'Изумруды открывают героев, ускорения и редкие товары. Выберите набор:',
    pack: '{{gems}} изумрудов',
    bonus: '+{{bonus}} в подарок',
    buy: 'Купить за {{price}}',
    currency: { RUB: '{{amount}} ₽', USD: '${{amount}}', EUR: '€{{amount}}', XTR: '{{amount}} ⭐' },
    unavailable:
      'Покупка изумрудов доступна в игре на платформах: Telegram, Яндекс Игры, ОК, ВКонтакте и других.',
    cancelled: 'Покупка отменена.',
    credited: 'Зачислено изумрудов: {{gems}}.',
    notice: {
      STARTED: 'Платёж за {{gems}} изумрудов начат. Изумруды придут, как только платформа его подтвердит.',
      GEMS_GRANTED: 'Платёж за {{gems}} изумрудов зачислен, но изумруды ещё не получены.',
      REFUNDED: 'Платёж за {{gems}} изумрудов возвращён: списано изумрудов: {{reclaimed}}.',
    },
    take: 'Получить',
    close: 'Закрыть',
    offer: 'Не хватает изумрудов. Их можно купить в банке.',
    offerOpen: 'В банк',
  },
};
