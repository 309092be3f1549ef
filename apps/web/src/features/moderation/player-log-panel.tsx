import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAYER_LOG_KINDS, type PlayerLogKind } from '@rol/protocol/staff-dto';
import { FormError } from '../../ui/form-controls.tsx';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';
import { usePayments, usePlayerLog } from './moderation-api.ts';
import { Pager } from './pager.tsx';

/** The player's history: ledger entries and actions, by kind and by resource or action. */
export function PlayerLogPanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useUiLang();
  const failureText = useFailureText();
  const [page, setPage] = useState(0);
  const [filter, setFilter] = useState<PlayerLogKind | ''>('');
  const [subfilter, setSubfilter] = useState('');
  const log = usePlayerLog(id, page, filter, subfilter.trim());
  return (
    <div data-testid="staff-log">
      <div className="staff-ban-form">
        <label>
          {t('staff.filter')}
          <select
            data-testid="staff-log-filter"
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as PlayerLogKind | '');
              setPage(0);
            }}
          >
            <option value="">{t('staff.all')}</option>
            {PLAYER_LOG_KINDS.map((kind) => (
              <option key={kind} value={kind}>{t(`staff.kind.${kind}`)}</option>
            ))}
          </select>
        </label>
        {filter ? (
          <label>
            {t('staff.subfilter')}
            <input data-testid="staff-log-subfilter" value={subfilter} maxLength={40} onChange={(e) => setSubfilter(e.target.value)} />
          </label>
        ) : null}
      </div>
      {log.error ? <FormError text={failureText(log.error)} /> : null}
      {log.data?.entries.length === 0 ? <p className="staff-note">{t('staff.empty')}</p> : null}
      <ul className="staff-list">
        {log.data?.entries.map((entry, i) => (
          <li key={i} data-testid="staff-log-entry" data-kind={entry.kind}>
            {new Date(entry.at).toLocaleString(lang)} · {t(`staff.kind.${entry.kind}`)}
            {entry.resource !== null ? ` · ${entry.resource}` : ''}
            {entry.delta !== null ? ` ${entry.delta > 0 ? '+' : ''}${entry.delta} → ${entry.balanceAfter}` : ''}
            {entry.reason !== null ? ` · ${entry.reason}` : ''}
            {entry.reference !== null ? ` · ${entry.reference}` : ''}
            {entry.actorId !== null ? ` · #${entry.actorId}` : ''}
            {entry.detail !== null ? <span className="staff-note"> · {entry.detail}</span> : null}
          </li>
        ))}
      </ul>
      {log.data ? <Pager page={page} hasMore={log.data.hasMore} onPage={setPage} /> : null}
    </div>
  );
}

/** The player's payments with their statuses (none are stored yet, so the page is empty). */
export function PaymentsPanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useUiLang();
  const failureText = useFailureText();
  const [page, setPage] = useState(0);
  const payments = usePayments(id, page);
  return (
    <div data-testid="staff-payments">
      {payments.error ? <FormError text={failureText(payments.error)} /> : null}
      {payments.data?.payments.length === 0 ? <p className="staff-note">{t('staff.noPayments')}</p> : null}
      <ul className="staff-list">
        {payments.data?.payments.map((payment) => (
          <li key={payment.id}>
            {new Date(payment.createdAt).toLocaleString(lang)} · {payment.provider} · {payment.amount} {payment.currency} ·{' '}
            {payment.status}
          </li>
        ))}
      </ul>
      {payments.data ? <Pager page={page} hasMore={payments.data.hasMore} onPage={setPage} /> : null}
    </div>
  );
}
