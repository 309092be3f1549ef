import type { ReactNode } from 'react';
import './tabs.css';

/**
 * A row of tabs on parchment (profile tabs, hero page tabs): `role="tablist"`, the chosen tab
 * raised in gold. Each tab gets `data-testid="<testIdPrefix>-<value>"`, its own `className` and
 * `data-*` attributes (`data: { open: '1' }` → `data-open="1"`) when given.
 */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  testIdPrefix,
}: {
  tabs: readonly {
    value: T;
    label: ReactNode;
    badge?: ReactNode;
    className?: string;
    data?: Record<string, string>;
  }[];
  value: T | null;
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
          className={`tabs__tab${tab.className ? ` ${tab.className}` : ''}${tab.value === value ? ' tabs__tab--on' : ''}`}
          data-testid={`${testIdPrefix}-${tab.value}`}
          {...dataAttributes(tab.data)}
          onClick={() => onChange(tab.value)}
        >
          <span>{tab.label}</span>
          {tab.badge !== undefined ? <span className="tabs__badge">{tab.badge}</span> : null}
        </button>
      ))}
    </div>
  );
}

function dataAttributes(data: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(data ?? {})) out[`data-${key}`] = value;
  return out;
}
