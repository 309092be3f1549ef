import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Balance } from '@rol/rules/content/resources';
import { roadViewStore } from '../../stores/road-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { abbreviateNumber } from '../../numbers/abbreviate-number.ts';
import { Icon } from '../../ui/icon.tsx';
import { HUD_RESOURCES, shownResources, type HudResource } from './hud-resources.ts';
import './resource-bar.css';

/** A resource chip; it glows for a moment whenever its amount grows (a taken resource lands in it). */
function ResourceChip({
  resource,
  value,
  label,
  shown,
  onOpen,
  onBank,
}: {
  resource: HudResource;
  value: number;
  label: string;
  shown: boolean;
  onOpen: () => void;
  /** The gems chip's "+": the bank of gems. */
  onBank?: { label: string; open: () => void };
}) {
  const previous = useRef(value);
  const [gain, setGain] = useState(0);
  useEffect(() => {
    if (value > previous.current) setGain((g) => g + 1);
    previous.current = value;
  }, [value]);
  useEffect(() => {
    if (gain === 0) return;
    const timer = setTimeout(() => setGain(0), 900);
    return () => clearTimeout(timer);
  }, [gain]);
  return (
    <li
      className={`hud__resource${gain > 0 ? ' hud__resource--gain' : ''}`}
      data-testid={`hud-${resource.key}`}
      data-hud-field={shown ? resource.key : undefined}
      data-value={value}
      data-shown={shown ? '1' : '0'}
      hidden={!shown}
    >
      <button
        type="button"
        className="hud__resource-button"
        aria-label={`${label}: ${value}`}
        title={`${label}: ${value}`}
        onClick={onOpen}
      >
        <span className="hud__resource-icon" style={{ color: resource.color }}>
          <Icon name={resource.icon} size={18} />
        </span>
        <span className="hud__resource-value">{abbreviateNumber(value)}</span>
      </button>
      {onBank ? (
        <button
          type="button"
          className="hud__resource-bank"
          data-testid="hud-bank"
          aria-label={onBank.label}
          title={onBank.label}
          onClick={onBank.open}
        >
          <span aria-hidden="true">+</span>
        </button>
      ) : null}
    </li>
  );
}

/** Room kept below the bar for a chip's gain pulse (scale 1.12 of a 32 px chip) and its glow. */
export const FIELD_TOP_GAP = 6;

/**
 * Publishes where the playing field begins: the bottom of the bar (the HUD's top block) and a small
 * gap for the chips' pulse, so the road draws no place under it. Measured again whenever the bar or
 * anything above it changes size (fonts arriving, the top bar growing), and on a window resize. A
 * bar hidden for a moment (a suspended sibling) publishes nothing; the line is cleared only by the
 * bar that set it, when it leaves.
 */
function useFieldTop() {
  const ref = useRef<HTMLUListElement | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const hud = element.closest('.hud');
    const owner = Symbol('resource-bar');
    const report = () => {
      const bar = element.getBoundingClientRect();
      if (bar.height === 0) return;
      const stage = hud?.getBoundingClientRect().top ?? 0;
      const fieldTop = Math.ceil(bar.bottom - stage) + FIELD_TOP_GAP;
      element.dataset.fieldTop = String(fieldTop);
      const now = roadViewStore.getState();
      if (now.fieldTop !== fieldTop || now.fieldTopOwner !== owner)
        roadViewStore.setState({ fieldTop, fieldTopOwner: owner });
    };
    const observer = new ResizeObserver(report);
    observer.observe(element);
    if (hud) observer.observe(hud);
    for (
      let above = element.parentElement?.previousElementSibling;
      above;
      above = above.previousElementSibling
    )
      observer.observe(above);
    window.addEventListener('resize', report);
    void document.fonts?.ready.then(report);
    report();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', report);
      if (roadViewStore.getState().fieldTopOwner === owner) roadViewStore.setState({ fieldTop: 0, fieldTopOwner: null });
    };
  }, []);
  return ref;
}

/**
 * The resource bar: one row of the resources that matter now (`shownResources`), and behind one tap
 * (any chip, or the "more" chip) the list of every resource with its name, amount and where it
 * comes from. A taken resource still flies into its chip when it is shown.
 */
export function ResourceBar({ balances }: { balances: Record<Balance, number> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Balance | 'all' | null>(null);
  const { shown, hidden } = shownResources(balances);
  const bar = useFieldTop();
  const openWindow = useWindowStore((s) => s.open);
  const toggle = (what: Balance | 'all') => setOpen((current) => (current === what ? null : what));
  return (
    <div className="hud__resource-bar">
      <ul ref={bar} className="hud__resources" aria-label={t('hud.resources')} data-testid="hud-resources">
        {/* Every chip stays in the page (its amount readable); those that do not matter now are hidden. */}
        {HUD_RESOURCES.map((resource) => (
          <ResourceChip
            key={resource.key}
            resource={resource}
            value={balances[resource.key]}
            label={t(`hud.resource.${resource.key}`)}
            shown={shown.includes(resource)}
            onOpen={() => toggle(resource.key)}
            onBank={
              resource.key === 'mithril'
                ? { label: t('bank.open'), open: () => openWindow('bank') }
                : undefined
            }
          />
        ))}
        {hidden > 0 ? (
          <li className="hud__resource hud__resource--more">
            <button
              type="button"
              className="hud__resource-button"
              data-testid="hud-resources-more"
              aria-expanded={open !== null}
              aria-label={t('firstSteps.resources.more')}
              title={t('firstSteps.resources.more')}
              onClick={() => toggle('all')}
            >
              <span className="hud__resource-value">
                {t('firstSteps.resources.moreCount', { count: hidden })}
              </span>
            </button>
          </li>
        ) : null}
      </ul>
      {open !== null ? (
        <section
          className="hud__resource-panel"
          data-testid="hud-resource-panel"
          aria-label={t('firstSteps.resources.title')}
        >
          <ul>
            {HUD_RESOURCES.map((resource) => (
              <li
                key={resource.key}
                className={`hud__resource-row${open === resource.key ? ' hud__resource-row--chosen' : ''}`}
                data-testid={`hud-resource-row-${resource.key}`}
              >
                <span className="hud__resource-icon" style={{ color: resource.color }}>
                  <Icon name={resource.icon} size={18} />
                </span>
                <span className="hud__resource-row-text">
                  <strong>
                    {t(`hud.resource.${resource.key}`)}: {balances[resource.key]}
                  </strong>
                  <span>{t(`firstSteps.resources.source.${resource.key}`)}</span>
                </span>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="hud__resource-close"
            data-testid="hud-resource-panel-close"
            onClick={() => setOpen(null)}
          >
            {t('firstSteps.resources.close')}
          </button>
        </section>
      ) : null}
    </div>
  );
}
