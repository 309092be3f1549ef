import { create } from 'zustand';

export interface MailTarget {
  partnerId: number;
  partnerName: string;
}

/**
 * Where chat, mail and the clan window meet (features never import each other): chat asks mail to
 * open a dialog with a message's author by setting `mailTarget` and opening the mail window, which
 * takes it; the clan window opens the chat on the clan room by setting `chatRoom`.
 */
export const useMessagingStore = create<{ mailTarget: MailTarget | null; chatRoom: string | null }>()(() => ({
  mailTarget: null,
  chatRoom: null,
}));
