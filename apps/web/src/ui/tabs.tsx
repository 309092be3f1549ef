import type { ReactNode } from 'react';
import './tabs.css';

/**
 * A row of tabs on parchment (profile tabs, hero page tabs): `role="tablist"`, the chosen tab
 * raised in gold. Each tab gets `data-testid="<testIdPrefix>-<value>"`.
 */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  testIdPrefix,
}: {
  tabs: readonly { value: T; label: ReactNode; badge?: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  testIdPrefix: string;
}) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          className={`tabs__tab${tab.value === value ? ' tabs__tab--on' : ''}`}
          data-testid={`${testIdPrefix}-${tab.value}`}
          onClick={() => onChange(tab.value)}
        >
          <span>{tab.label}</span>
          {tab.badge !== undefined ? <span className="tabs__badge">{tab.badge}</span> : null}
        </button>
      ))}
    </div>
  );
}
