/** Russian texts of the host platforms (the Yandex account chooser). */
export const platformsRu = {
  platformAccounts: {
    title: 'Выберите аккаунт',
    lead: 'На этом устройстве вы уже играли с другим аккаунтом Яндекса. С каким героем продолжить?',
    account: '{{nickname}}, уровень {{level}}',
    choose: 'Играть им',
    keepNew: 'Начать заново с новым',
  },
};
