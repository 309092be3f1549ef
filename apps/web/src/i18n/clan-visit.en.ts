import type { Widen } from './messages-shape.ts';
import type { clanVisitRu } from './clan-visit.ru.ts';

/** English texts of another clan's page (mirrors `clan-visit.ru.ts`). */
export const clanVisitEn: Widen<typeof clanVisitRu> = {
  clanVisit: {
    title: 'Clan',
    levelLine: 'Level {{level}} · {{members}} of {{max}} members',
    members: 'Members ({{count}})',
    openMine: 'My clan',
    open: 'Open the page of the clan {{name}}',
  },
};
