/** Russian texts of the host platforms (the Yandex account chooser, the platforms' gifts). */
export const platformsRu = {
  platformAccounts: {
    title: 'Выберите аккаунт',
    lead: 'На этом устройстве вы уже играли с другим аккаунтом Яндекса. С каким героем продолжить?',
    account: '{{nickname}}, уровень {{level}}',
    choose: 'Играть им',
    keepNew: 'Начать заново с новым',
  },
  platformGift: {
    title: 'Подарок',
    text: '{{platform}} дарит вам {{gems}} изумрудов! Они уже в вашем кошельке.',
    platform: { foto: 'Фотострана', mystore: 'VK Play' },
    thanks: 'Спасибо!',
  },
};
