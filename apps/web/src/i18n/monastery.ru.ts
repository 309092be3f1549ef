/** Russian texts of the monastery. */
export const monasteryRu = {
  monastery: {
    open: 'Монастырь',
    title: 'Монастырь',
    loading: 'Монахи встречают путника…',
    lead: 'Монахи помогут герою забыть изученную силу, чтобы учиться другой, и вернут {{percent}}% того, что стоили её ступени.',
    closed: 'Монастырь откроется, когда вы пройдёте {{stair}} ступень.',
    nothing: 'Ваши герои ещё не изучили ни одной силы.',
    force: '{{name}}, ранг {{rank}}',
    refund: 'Вернётся: {{refund}}',
    running: 'Идёт улучшение',
    retrain: 'Забыть',
    confirm: 'Да, забыть силу',
    cancel: 'Отмена',
  },
};
