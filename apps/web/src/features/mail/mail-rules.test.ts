import { describe, expect, it } from 'vitest';
import type { MailDialogDto } from '@rol/protocol/mail-routes';
import type { MailMessageDto } from '@rol/protocol/message-dto';
import { belongsToDialog, dialogAddress, joinDialogPages, partnerNameFrom } from './mail-rules.ts';

const mail = (over: Partial<MailMessageDto>): MailMessageDto => ({
  id: 1,
  time: 0,
  text: 'hi',
  fromId: 2,
  fromName: 'Bob',
  toId: 1,
  support: false,
  read: false,
  ...over,
});

const dialog = (over: Partial<MailDialogDto>): MailDialogDto => ({
  partnerId: 2,
  partnerName: 'Bob',
  support: false,
  lastMessage: null,
  unread: 0,
  blocked: false,
  ...over,
});

describe('mail dialogs', () => {
  it('address the player, the own support dialog, or a player seen from the support inbox', () => {
    expect(dialogAddress({ partnerId: 2, partnerName: 'Bob', support: false })).toEqual({ partner: 2, support: false });
    expect(dialogAddress({ partnerId: 0, partnerName: 'Support', support: true })).toEqual({ partner: 'support', support: true });
    expect(dialogAddress({ partnerId: 9, partnerName: 'Eve', support: true })).toEqual({ partner: 9, support: true });
  });

  it('take the live messages of the dialog shown only', () => {
    const withBob = { partnerId: 2, partnerName: 'Bob', support: false };
    expect(belongsToDialog(mail({}), withBob, 1)).toBe(true);
    expect(belongsToDialog(mail({ fromId: 1, toId: 2 }), withBob, 1)).toBe(true);
    expect(belongsToDialog(mail({ fromId: 3 }), withBob, 1)).toBe(false);
    expect(belongsToDialog(mail({ support: true, fromId: 0 }), withBob, 1)).toBe(false);
    const ownSupport = { partnerId: 0, partnerName: 'Support', support: true };
    expect(belongsToDialog(mail({ support: true, fromId: 0, fromName: 'Support' }), ownSupport, 1)).toBe(true);
    expect(belongsToDialog(mail({}), ownSupport, 1)).toBe(false);
  });

  it('learn the partner name from the messages', () => {
    expect(partnerNameFrom([mail({ fromId: 1, fromName: 'Me' }), mail({ fromName: 'Bobby' })], 2)).toBe('Bobby');
    expect(partnerNameFrom([mail({ fromId: 1, fromName: 'Me' })], 2)).toBeNull();
  });

  it('join pages without repeating a dialog', () => {
    const pages = [{ dialogs: [dialog({ partnerId: 0, support: true }), dialog({})] }, { dialogs: [dialog({}), dialog({ partnerId: 5 })] }];
    expect(joinDialogPages(pages).map((d) => d.partnerId)).toEqual([0, 2, 5]);
  });
});
