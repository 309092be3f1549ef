import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bankGetRoute,
  bankNoticeSeenRoute,
  bankTakeRoute,
  telegramBuyRoute,
  telegramInvoiceRoute,
  type BankDto,
} from '@rol/protocol/payment-routes';
import { api } from '../../api/api.ts';
import { afterPurchase } from '../../api/gear-cache.ts';
import { usePlatformStore } from '../../platforms/platform-store.ts';
import { useLocaleStore } from '../../stores/locale-store.ts';
import { bankGetQuery } from './bank-currency.ts';
import { i18n } from '../../i18n/instance.ts';

export const bankKey = ['bank'] as const;

/** The packs in the player's currency and the payment banners; looked at again every minute. */
export function useBank(enabled = true) {
  return useQuery({
    queryKey: bankKey,
    queryFn: () =>
      api.call(bankGetRoute, {
        query: bankGetQuery(
          usePlatformStore.getState().adapter?.family ?? null,
          useLocaleStore.getState().currency,
        ),
      }),
    enabled,
    retry: false,
    refetchInterval: 60_000,
  });
}

/** Takes the confirmed gems; closes a banner. */
export function useBankActions() {
  const client = useQueryClient();
  const setNotices = (notices: BankDto['notices']) =>
    client.setQueryData<BankDto>(bankKey, (old) => (old ? { ...old, notices } : old));
  const take = useMutation({
    mutationFn: () => api.call(bankTakeRoute),
    onSuccess: async (answer) => {
      setNotices(answer.notices);
      await afterPurchase(client, answer.balances);
    },
  });
  const seen = useMutation({
    mutationFn: (id: number) => api.call(bankNoticeSeenRoute, { body: { id } }),
    onSuccess: (answer) => setNotices(answer.notices),
  });
  return { take, seen };
}

interface TelegramWebApp {
  openInvoice(link: string, done: (status: 'paid' | 'cancelled' | 'failed' | 'pending') => void): void;
}

/** Telegram's own Mini App object, present only inside Telegram. */
export function telegramWebApp(): TelegramWebApp | null {
  const app = (window as { Telegram?: { WebApp?: Partial<TelegramWebApp> } }).Telegram?.WebApp;
  return typeof app?.openInvoice === 'function' ? (app as TelegramWebApp) : null;
}

/**
 * A Telegram Stars purchase: the server's invoice opens in Telegram; once Telegram says "paid", the
 * server is asked to look at the order (it credits only what the bot's webhook confirmed).
 */
export function useTelegramPurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (productId: string) => {
      const webApp = telegramWebApp();
      if (!webApp) throw new Error('Telegram payments are not available here');
      const lang = i18n.language;
      const { link } = await api.call(telegramInvoiceRoute, { query: { product_id: productId }, body: { lang } });
      const status = await new Promise<string>((resolve) => webApp.openInvoice(link, resolve));
      if (status !== 'paid') return { status, credited: 0 };
      const answer = await api.call(telegramBuyRoute, { query: { product_id: productId }, body: { lang } });
      await afterPurchase(client, answer.balances);
      return { status, credited: answer.credited };
    },
    onSettled: () => client.invalidateQueries({ queryKey: bankKey }),
  });
}
