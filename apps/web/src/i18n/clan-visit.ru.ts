/** Russian texts of another clan's page (opened from ratings, clan lists and profiles). */
export const clanVisitRu = {
  clanVisit: {
    title: 'Клан',
    levelLine: 'Уровень {{level}} · участников {{members}} из {{max}}',
    members: 'Участники ({{count}})',
    openMine: 'Мой клан',
    open: 'Открыть страницу клана {{name}}',
  },
};
