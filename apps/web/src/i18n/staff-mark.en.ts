import type { Widen } from './messages-shape.ts';
import type { staffMarkRu } from './staff-mark.ru.ts';

/** English texts of the staff mark beside a name (mirrors `staff-mark.ru.ts`). */
export const staffMarkEn: Widen<typeof staffMarkRu> = {
  staffMark: {
    hint: 'Game staff: {{role}}. The server sets this mark; no one can forge it.',
  },
};
