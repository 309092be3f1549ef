import { create } from 'zustand';

export interface MailTarget {
  partnerId: number;
  partnerName: string;
}

/**
 * Where chat and mail meet (features never import each other): chat asks mail to open a dialog
 * with a message's author by setting `mailTarget` and opening the mail window, which takes it.
 */
export const useMessagingStore = create<{ mailTarget: MailTarget | null }>()(() => ({ mailTarget: null }));
