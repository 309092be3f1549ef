import { SUPPORT_PARTNER, SUPPORT_PARTNER_ID, type MailDialogDto } from '@rol/protocol/mail-routes';
import type { MailMessageDto } from '@rol/protocol/message-dto';

/** A dialog as the mail window opens it. */
export interface DialogRef {
  /** The other player; 0 for the reader's own support dialog. */
  partnerId: number;
  partnerName: string;
  /** A support dialog: the player's own (partnerId 0), or a player's seen from the support inbox. */
  support: boolean;
}

/** The reader's own support dialog (partner 0). */
export function isOwnSupport(dialog: Pick<DialogRef, 'partnerId' | 'support'>): boolean {
  return dialog.support && dialog.partnerId === SUPPORT_PARTNER_ID;
}

export function dialogKey(dialog: DialogRef): string {
  return `${dialog.support ? 'support' : 'player'}-${dialog.partnerId}`;
}

/** The `:partner` path segment and `?support` of a dialog's calls (§7 `send?support`). */
export function dialogAddress(dialog: DialogRef): { partner: string | number; support: boolean } {
  if (isOwnSupport(dialog)) return { partner: SUPPORT_PARTNER, support: true };
  return { partner: dialog.partnerId, support: dialog.support };
}

/** Whether a MAIL_MESSAGE notification belongs to the dialog shown. */
export function belongsToDialog(message: MailMessageDto, dialog: DialogRef, me: number): boolean {
  if (message.support !== dialog.support) return false;
  if (isOwnSupport(dialog)) return message.toId === me || message.fromId === me;
  const other = dialog.partnerId;
  if (dialog.support) return message.fromId === other || message.toId === other;
  return (message.fromId === other && message.toId === me) || (message.fromId === me && message.toId === other);
}

/** The partner's name as the messages tell it (a dialog opened by number knows no name yet). */
export function partnerNameFrom(messages: readonly MailMessageDto[], partnerId: number): string | null {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i]!;
    if (message.fromId === partnerId && message.fromName) return message.fromName;
  }
  return null;
}

/** Dialog pages joined in order, each dialog once (offsets move as mail arrives). */
export function joinDialogPages(pages: readonly { dialogs: readonly MailDialogDto[] }[]): MailDialogDto[] {
  const seen = new Set<string>();
  const dialogs: MailDialogDto[] = [];
  for (const page of pages) {
    for (const dialog of page.dialogs) {
      const key = dialogKey(dialog);
      if (seen.has(key)) continue;
      seen.add(key);
      dialogs.push(dialog);
    }
  }
  return dialogs;
}
