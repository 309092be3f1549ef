import { infiniteQueryOptions } from '@tanstack/react-query';
import { MAIL_DIALOG_PAGE_SIZE, mailDialogLatestRoute, mailDialogListRoute, mailListRoute, mailSendRoute } from '@rol/protocol/mail-routes';
import type { MailMessageDto, MailMessagePageDto } from '@rol/protocol/message-dto';
import { api } from '../../api/api.ts';
import type { MessageSource } from '../../messages/use-message-list.ts';
import { dialogAddress, isOwnSupport, type DialogRef } from './mail-rules.ts';

/** §7 mail calls of one dialog (`?support` for support dialogs). */
export function mailDialogSource(dialog: DialogRef): MessageSource<MailMessageDto> {
  const { partner, support } = dialogAddress(dialog);
  const flag = support ? { support: true } : {};
  return {
    fetchPage: (query): Promise<MailMessagePageDto> => api.call(mailDialogListRoute, { params: { partner }, query: { ...query, ...flag } }),
    fetchLatest: (afterId): Promise<MailMessagePageDto> =>
      api.call(mailDialogLatestRoute, { params: { partner }, query: { afterId, ...flag } }),
  };
}

export function sendMail(dialog: DialogRef, text: string): Promise<MailMessageDto> {
  const { partner, support } = dialogAddress(dialog);
  return api.call(mailSendRoute, { params: { partner }, query: support ? { support: true } : {}, body: { text } });
}

export const mailListKey = ['mail', 'list'] as const;

/** The dialogs, 50 a page; `supportInbox` is a moderator's view of the players who wrote to support. */
export function mailListQuery(supportInbox: boolean) {
  return infiniteQueryOptions({
    queryKey: [...mailListKey, supportInbox] as const,
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      api.call(mailListRoute, {
        query: { from: pageParam, to: pageParam + MAIL_DIALOG_PAGE_SIZE, ...(supportInbox ? { support: true } : {}) },
      }),
    // The player's own support dialog heads every first page outside the offsets.
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((sum, page) => sum + page.dialogs.filter((d) => !isOwnSupport(d)).length, 0) : undefined,
    staleTime: 0,
  });
}
