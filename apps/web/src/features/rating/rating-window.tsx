import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RATING_FILTERS,
  RATING_TYPES,
  type RatingFilter,
  type RatingType,
} from '@rol/protocol/rating-routes';
import { openClanPage } from '../../stores/clan-page-store.ts';
import { openPlayerProfile } from '../../stores/player-profile-store.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { Button, Segmented } from '../../ui/form-controls.tsx';
import { Tabs } from '../../ui/tabs.tsx';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { useRating } from './rating-api.ts';
import './rating.css';

/** Rows per page: at most §9's 100; 20 fit a phone held upright without endless scrolling. */
const PAGE = 20;

/** The player rating (§2): a tab per table, everyone / around me / my clan, pages, my row highlighted. */
export default function RatingWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<RatingType>('level');
  const [filter, setFilter] = useState<RatingFilter>('all');
  const [from, setFrom] = useState(0);
  const rating = useRating(type, filter, from, PAGE);
  const data = rating.data;
  const reset = () => setFrom(0);
  return (
    <WindowFrame name="rating" title={t('rating.title')} onClose={onClose} className="window--rating">
      <div className="rating" data-testid="rating" data-type={type}>
        <Tabs
          tabs={RATING_TYPES.map((value) => ({ value, label: t(`rating.type.${value}`) }))}
          value={type}
          onChange={(value) => {
            setType(value);
            reset();
          }}
          label={t('rating.title')}
          testIdPrefix="rating-tab"
        />
        <Segmented
          options={RATING_FILTERS.map((value) => ({ value, label: t(`rating.filter.${value}`) }))}
          value={filter}
          testIdPrefix="rating-filter"
          onChange={(value: RatingFilter) => {
            setFilter(value);
            reset();
          }}
        />
        {data ? (
          <p className="rating__totals" data-testid="rating-totals" data-total={data.playersTotal}>
            {type === 'clanLevel'
              ? t('rating.clanTotals', { count: data.playersTotal })
              : t('rating.totals', { total: data.playersTotal, online: data.playersOnline })}{' '}
            ·{' '}
            {data.myPosition
              ? t('rating.mine', { position: data.myPosition.positionNumber })
              : t('rating.notRanked')}
          </p>
        ) : null}
        {rating.isError ? (
          <p className="window__lead" data-testid="rating-failed">
            {t('rating.failed')}
          </p>
        ) : null}
        {data && data.positions.length === 0 ? <p className="window__lead">{t('rating.empty')}</p> : null}
        {data && data.positions.length > 0 ? (
          <div className="rating__row rating__head" data-testid="rating-head" aria-hidden="true">
            <span className="rating__number">{t('rating.column.place')}</span>
            <span>{type === 'clanLevel' ? t('rating.column.clan') : t('rating.column.player')}</span>
            <span className="rating__level">{t('rating.column.level')}</span>
            <span className="rating__value">{t(`rating.column.value.${type}`)}</span>
          </div>
        ) : null}
        <ol className="rating__rows" data-testid="rating-rows">
          {(rating.isError ? [] : (data?.positions ?? [])).map((row) => {
            const mine = data?.myPosition
              ? row.playerId === data.myPosition.playerId && row.clanId === data.myPosition.clanId
              : false;
            const playerId = row.playerId;
            return (
              <li
                key={`${row.clanId ?? ''}:${playerId ?? ''}`}
                className={`rating__row${mine ? ' rating__row--mine' : ''}`}
                data-testid={`rating-row-${row.positionNumber}`}
                data-mine={mine ? '1' : '0'}
              >
                <span className="rating__number">{row.positionNumber}</span>
                {playerId !== null ? (
                  <button
                    type="button"
                    className="rating__name"
                    data-testid={`rating-player-${playerId}`}
                    onClick={() => openPlayerProfile(playerId)}
                  >
                    {row.nickname}
                  </button>
                ) : row.clanId !== null ? (
                  <button
                    type="button"
                    className="rating__name"
                    data-testid={`rating-clan-${row.clanId}`}
                    onClick={() => openClanPage(row.clanId ?? 0)}
                    title={t('clanVisit.open', { name: row.nickname })}
                  >
                    {row.nickname}
                  </button>
                ) : (
                  <span className="rating__name">{row.nickname}</span>
                )}
                <span className="rating__level">{row.level}</span>
                <span className="rating__value" title={t(`rating.column.value.${type}`)}>
                  {row.value}
                </span>
              </li>
            );
          })}
        </ol>
        {filter !== 'around' ? (
          <div className="rating__pages">
            <Button
              variant="stone"
              data-testid="rating-previous"
              disabled={from === 0}
              onClick={() => setFrom(Math.max(0, from - PAGE))}
            >
              {t('rating.previous')}
            </Button>
            <Button
              variant="stone"
              data-testid="rating-next"
              disabled={!data || from + PAGE >= data.playersTotal}
              onClick={() => setFrom(from + PAGE)}
            >
              {t('rating.next')}
            </Button>
          </div>
        ) : null}
      </div>
    </WindowFrame>
  );
}
