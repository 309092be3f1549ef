import { useQuery } from '@tanstack/react-query';
import { manualForceRoute, manualPageRoute } from '@rol/protocol/manual-routes';
import { newsLastRoute } from '@rol/protocol/news-routes';
import { api } from '../../api/api.ts';

export function useManualPage(id: string, lang: 'ru' | 'en') {
  return useQuery({
    queryKey: ['manual', id, lang],
    queryFn: () => api.call(manualPageRoute, { params: { id }, query: { lang } }),
    retry: false,
  });
}

export function useForceManual(id: string, lang: 'ru' | 'en') {
  return useQuery({
    queryKey: ['manual', 'force', id, lang],
    queryFn: () => api.call(manualForceRoute, { params: { id }, query: { lang } }),
    retry: false,
  });
}

export function useLastNews(lang: 'ru' | 'en') {
  return useQuery({ queryKey: ['news', lang], queryFn: () => api.call(newsLastRoute, { query: { lang } }), retry: false });
}
