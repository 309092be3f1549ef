import type { Widen } from './messages-shape.ts';
import type { clanPageRu } from './clan-page.ru.ts';

/** English texts of the clan page's overlays (mirrors `clan-page.ru.ts`). */
export const clanPageEn: Widen<typeof clanPageRu> = {
  clanPage: {
    shop: 'Clan shop',
    yardShop: 'Shop',
    aboutOpen: 'About the clan',
    editOpen: 'Edit the page',
    renameOpen: 'Rename',
    cancel: 'Cancel',
    save: 'Save',
    chars: '{{used}}/{{max}}',
    name: {
      title: 'Clan name',
      lead: 'Only an administrator can rename a clan.',
      field: 'New name (up to {{max}} characters)',
      done: 'The clan is renamed: {{name}}.',
    },
    about: {
      title: 'About the clan',
      field: 'Description (up to {{max}} characters)',
      restore: 'Restore the default description',
      readOnly: 'The leader and the deputies edit the description.',
      saved: 'The description is saved.',
    },
    edit: {
      title: 'Clan page',
      advert: 'Advertisement (up to {{max}} characters)',
      advertSave: 'Save the advertisement',
      saved: 'The advertisement is saved.',
      theme: 'Theme',
      themePrice: 'Next change: {{price}} emeralds from the treasury',
      themeFree: 'The next change is free',
    },
  },
};
