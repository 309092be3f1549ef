import { useTranslation } from 'react-i18next';
import type { StaffLevel } from '@rol/rules/access-levels';
import { Icon } from './icon.tsx';
import './staff-mark.css';

/**
 * The mark beside a staff member's name (chat, forum, profile): a shield and the role's label, with
 * a hint that the game sets it. It is drawn from the staff level the server sends with the name, never
 * from the name itself; nothing for guests and players (`level` null or missing).
 */
export function StaffMark({ level }: { level: StaffLevel | null | undefined }) {
  const { t } = useTranslation();
  if (!level) return null;
  const role = t(`access.${level}`);
  const hint = t('staffMark.hint', { role });
  return (
    <span
      className={`staff-mark staff-mark--${level.toLowerCase()}`}
      data-testid="staff-mark"
      data-staff-level={level}
      role="img"
      aria-label={hint}
      title={hint}
    >
      <Icon name="checked-shield" size={12} />
      <span className="staff-mark__label">{role}</span>
    </span>
  );
}
