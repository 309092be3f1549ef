import type { monasteryRu } from './monastery.ru.ts';
import type { Widen } from './messages-shape.ts';

/** English texts of the monastery (mirrors `monastery.ru.ts`). */
export const monasteryEn: Widen<typeof monasteryRu> = {
  monastery: {
    open: 'Monastery',
    title: 'Monastery',
    loading: 'The monks greet the traveller…',
    lead: 'The monks help a hero forget a studied force so it can learn another, and give back {{percent}}% of what its ranks cost.',
    closed: 'The monastery opens once you are past stair {{stair}}.',
    nothing: 'Your heroes have not studied any force yet.',
    force: '{{name}}, rank {{rank}}',
    refund: 'Given back: {{refund}}',
    running: 'Upgrade running',
    retrain: 'Forget',
    confirm: 'Yes, forget the force',
    cancel: 'Cancel',
  },
};
