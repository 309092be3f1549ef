import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackpackDto } from '@rol/protocol/hero-dto';
import type { BackpackSlotKind } from '@rol/rules/heroes/backpack';
import { consumableArt } from '../../art/item-art.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { FormError } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { useBackpack, useSetSlots } from './backpack-api.ts';
import { fittingItems, slotViews, withSlot } from './backpack-slots.ts';
import '../../ui/count-badge.css';
import '../../ui/shop-window.css';
import './backpack.css';

interface Picking {
  kind: BackpackSlotKind;
  index: number;
}

/**
 * The backpack (§2, from stair 1): the consumables held with their counts, and the battle slots —
 * scrolls and resurrection items, and elixirs (settings from stair 25, §9: locked until then with
 * the stair named). A battle takes one of each slotted item.
 */
export default function BackpackWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const backpack = useBackpack();
  const setSlots = useSetSlots();
  const [picking, setPicking] = useState<Picking | null>(null);
  const data = backpack.data;
  const error = backpack.error ?? setSlots.error;

  const put = (kind: BackpackSlotKind, index: number, consumableId: string | null) => {
    if (!data) return;
    setSlots.mutate(
      { kind, slots: withSlot(data, kind, index, consumableId) },
      { onSuccess: () => setPicking(null) },
    );
  };

  return (
    <WindowFrame name="backpack" title={t('backpack.title')} onClose={onClose} className="window--shop">
      <div className="backpack" data-testid="backpack">
        {data ? (
          <>
            <h3 className="shop-heading">{t('backpack.items')}</h3>
            {data.items.some((i) => i.count > 0) ? (
              <ul className="backpack__items">
                {data.items
                  .filter((item) => item.count > 0)
                  .map((item) => {
                    const art = consumableArt(item.consumableId);
                    return (
                      <li
                        key={item.consumableId}
                        className="backpack-item"
                        data-testid={`backpack-item-${item.consumableId}`}
                        data-count={item.count}
                        title={t(`items.about.${item.consumableId}`)}
                      >
                        <span className="item-plate" style={{ color: art.color, width: 48, height: 48 }}>
                          <Icon name={art.icon} size={30} />
                          <span className="count-badge item-plate__count">
                            {t('backpack.count', { count: item.count })}
                          </span>
                        </span>
                        <span className="backpack-item__name">
                          {t(`names.consumable.${item.consumableId}`)}
                        </span>
                        <span className="backpack-item__kind">{t(`backpack.kind.${item.kind}`)}</span>
                      </li>
                    );
                  })}
              </ul>
            ) : (
              <p className="window__lead" data-testid="backpack-empty">
                {t('backpack.empty')}
              </p>
            )}
            <p className="backpack__lead">{t('backpack.slotsLead')}</p>
            <SlotRow
              backpack={data}
              kind="scroll"
              picking={picking}
              pending={setSlots.isPending}
              onPick={setPicking}
              onPut={put}
            />
            <SlotRow
              backpack={data}
              kind="elixir"
              picking={picking}
              pending={setSlots.isPending}
              onPick={setPicking}
              onPut={put}
            />
          </>
        ) : backpack.isPending ? (
          <p className="window__lead">{t('shop.loading')}</p>
        ) : null}
        <div className="shop-feedback" aria-live="polite">
          <FormError text={error ? failureText(error) : null} />
        </div>
      </div>
    </WindowFrame>
  );
}

function SlotRow({
  backpack,
  kind,
  picking,
  pending,
  onPick,
  onPut,
}: {
  backpack: BackpackDto;
  kind: BackpackSlotKind;
  picking: Picking | null;
  pending: boolean;
  onPick: (picking: Picking | null) => void;
  onPut: (kind: BackpackSlotKind, index: number, consumableId: string | null) => void;
}) {
  const { t } = useTranslation();
  const locked = kind === 'elixir' && !backpack.elixirSettingsOpen;
  const slots = slotViews(backpack, kind);
  const open = picking?.kind === kind ? picking : null;
  const choices = open ? fittingItems(backpack, kind, open.index) : [];
  const current = open ? (slots[open.index]?.consumableId ?? null) : null;
  return (
    <section
      className={`backpack-slots${locked ? ' backpack-slots--locked' : ''}`}
      data-testid={`backpack-slots-${kind}`}
    >
      <h3 className="shop-heading">
        {locked ? <Icon name="padlock" size={16} /> : null}
        {t(kind === 'elixir' ? 'backpack.elixirSlots' : 'backpack.scrollSlots')}
      </h3>
      {locked ? (
        <p
          className="backpack-slots__locked"
          data-testid="backpack-elixir-locked"
          data-stair={backpack.elixirSettingsStair}
        >
          {t('backpack.elixirLocked', { stair: backpack.elixirSettingsStair })}
        </p>
      ) : null}
      <div className="backpack-slots__row">
        {slots.map((slot) => {
          const art = slot.consumableId ? consumableArt(slot.consumableId) : null;
          const name = slot.consumableId ? t(`names.consumable.${slot.consumableId}`) : null;
          const chosen = open?.index === slot.index;
          return (
            <button
              key={slot.index}
              type="button"
              className={`backpack-slot${chosen ? ' backpack-slot--chosen' : ''}${slot.consumableId && slot.held === 0 ? ' backpack-slot--missing' : ''}`}
              data-testid={`backpack-slot-${kind}-${slot.index}`}
              data-item={slot.consumableId ?? ''}
              disabled={locked || pending}
              aria-pressed={chosen}
              aria-label={
                name
                  ? t('backpack.slotWith', { number: slot.index + 1, item: name })
                  : `${t('backpack.slot', { number: slot.index + 1 })}: ${t('backpack.slotEmpty')}`
              }
              onClick={() => onPick(chosen ? null : { kind, index: slot.index })}
            >
              <span
                className="item-plate backpack-slot__plate"
                style={{ color: art?.color, width: 52, height: 52 }}
              >
                {locked ? (
                  <Icon name="padlock" size={22} />
                ) : art ? (
                  <Icon name={art.icon} size={32} />
                ) : (
                  <span className="backpack-slot__plus">+</span>
                )}
                {slot.consumableId && slot.held > 0 ? (
                  <span className="count-badge item-plate__count">{slot.held}</span>
                ) : null}
              </span>
              <span className="backpack-slot__name">
                {name ?? t('backpack.slotEmpty')}
                {slot.consumableId && slot.held === 0 ? <small> · {t('backpack.missing')}</small> : null}
              </span>
            </button>
          );
        })}
      </div>
      {open ? (
        <div className="backpack-picker" data-testid="backpack-picker">
          <p className="backpack-picker__title">{t('backpack.choose', { number: open.index + 1 })}</p>
          {choices.length === 0 ? <p className="backpack-picker__none">{t('backpack.none')}</p> : null}
          <div className="backpack-picker__choices">
            {choices.map((item) => {
              const art = consumableArt(item.consumableId);
              return (
                <button
                  key={item.consumableId}
                  type="button"
                  className={`backpack-picker__choice${item.consumableId === current ? ' backpack-picker__choice--on' : ''}`}
                  data-testid={`backpack-pick-${item.consumableId}`}
                  disabled={pending}
                  onClick={() => onPut(kind, open.index, item.consumableId)}
                >
                  <span className="item-plate" style={{ color: art.color, width: 36, height: 36 }}>
                    <Icon name={art.icon} size={22} />
                  </span>
                  <span>
                    {t(`names.consumable.${item.consumableId}`)} {t('backpack.count', { count: item.count })}
                  </span>
                </button>
              );
            })}
            {current !== null ? (
              <button
                type="button"
                className="backpack-picker__choice backpack-picker__choice--clear"
                data-testid="backpack-slot-clear"
                disabled={pending}
                onClick={() => onPut(kind, open.index, null)}
              >
                <Icon name="cross-mark" size={18} />
                <span>{t('backpack.clear')}</span>
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
