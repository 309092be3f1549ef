import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../ui/form-controls.tsx';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';
import { useAudit, useDevLog } from './moderation-api.ts';
import { Pager } from './pager.tsx';

const AUDIT_ACTIONS = ['BAN', 'UNBAN', 'ROLE', 'ENTER', 'EXIT', 'ACT_AS', 'MESSAGE_DELETE', 'MAKE_ADMIN'];

/** The audit trail (admins): who did what to whom, why and when. */
export function AuditPanel() {
  const { t } = useTranslation();
  const lang = useUiLang();
  const failureText = useFailureText();
  const [page, setPage] = useState(0);
  const [action, setAction] = useState('');
  const audit = useAudit(page, action);
  return (
    <div data-testid="staff-audit">
      <label className="staff-ban-form">
        {t('staff.filter')}
        <select value={action} onChange={(e) => { setAction(e.target.value); setPage(0); }}>
          <option value="">{t('staff.all')}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>{a}</option>
          ))}
        </select>
      </label>
      {audit.error ? <FormError text={failureText(audit.error)} /> : null}
      {audit.data?.entries.length === 0 ? <p className="staff-note">{t('staff.empty')}</p> : null}
      <ul className="staff-list">
        {audit.data?.entries.map((entry) => (
          <li key={entry.id} data-testid="staff-audit-entry" data-action={entry.action}>
            {new Date(entry.at).toLocaleString(lang)} · {entry.actorNickname ?? '—'} · {entry.action} ·{' '}
            {entry.targetNickname ?? '—'}
            {entry.reason ? ` · ${t(`staff.reason.${entry.reason}`, { defaultValue: entry.reason })}` : ''}
            {Object.keys(entry.details).length > 0 ? ` · ${JSON.stringify(entry.details)}` : ''}
          </li>
        ))}
      </ul>
      {audit.data ? <Pager page={page} hasMore={audit.data.hasMore} onPage={setPage} /> : null}
    </div>
  );
}

/** The client error reports, newest first, by words in the text. */
export function DevLogPanel() {
  const { t } = useTranslation();
  const lang = useUiLang();
  const failureText = useFailureText();
  const [page, setPage] = useState(0);
  const [text, setText] = useState('');
  const log = useDevLog(page, text.trim());
  return (
    <div data-testid="staff-dev-log">
      <label className="staff-ban-form">
        {t('staff.textFilter')}
        <input value={text} maxLength={100} onChange={(e) => { setText(e.target.value); setPage(0); }} />
      </label>
      {log.error ? <FormError text={failureText(log.error)} /> : null}
      {log.data?.entries.length === 0 ? <p className="staff-note">{t('staff.empty')}</p> : null}
      <ul className="staff-list">
        {log.data?.entries.map((entry) => (
          <li key={entry.id}>
            {new Date(entry.at).toLocaleString(lang)} · {entry.playerId !== null ? `#${entry.playerId}` : '—'} ·{' '}
            {entry.domain ?? ''} · <code>{entry.message}</code>
          </li>
        ))}
      </ul>
      {log.data ? <Pager page={page} hasMore={log.data.hasMore} onPage={setPage} /> : null}
    </div>
  );
}
