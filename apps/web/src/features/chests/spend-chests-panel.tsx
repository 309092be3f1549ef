import { useState } from 'react';
import type { ResourceKind } from '@rol/rules/content/resources';
import { ChestLoot } from './chest-loot.tsx';
import { useTranslation } from 'react-i18next';
import type { SpendChestDto } from '@rol/protocol/spend-chest-routes';
import { amountsText, resourceAmountText } from '../../ui/amounts-text.ts';
import { Button } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { ShopFeedback } from '../../ui/shop-feedback.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useOpenSpendChest, useSpendChests } from './spend-chests-api.ts';

const COLOR: Record<SpendChestDto['id'], string> = {
  silver: '#c9d1d9',
  azure: '#5fb8ff',
  amber: '#f0a030',
  golden: '#f2c14e',
  jade: '#4fc98a',
  lava: '#ff5a36',
};

/** The six chests that gems spent open: each with its threshold, the progress towards it and its contents. */
export function SpendChestsPanel() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { chests, spent, isPending, error } = useSpendChests();
  const open = useOpenSpendChest();
  const [notice, setNotice] = useState<string | null>(null);
  const [loot, setLoot] = useState<Partial<Record<ResourceKind, number>> | null>(null);
  const contents = (amounts: Record<string, number>) =>
    amountsText(amounts, (key, options) => t(key, options));
  const failure = error ?? open.error;

  return (
    <section className="chests__spend" data-testid="spend-chests" aria-labelledby="spend-chests-title">
      <h3 id="spend-chests-title">{t('chests.spend.title')}</h3>
      <p className="window__lead" data-testid="spend-chests-spent">
        {t('chests.spend.spent', { spent })}
      </p>
      {!chests ? (
        isPending ? (
          <p className="window__lead">{t('shop.loading')}</p>
        ) : null
      ) : (
        <ul className="chests__list">
          {chests.map((chest) => (
            <li
              key={chest.id}
              className="chests__row"
              data-testid={`spend-chest-${chest.id}`}
              data-ready={chest.unlocked && !chest.opened ? '1' : '0'}
            >
              <span className="item-plate chests__art" style={{ color: COLOR[chest.id] }} aria-hidden="true">
                <Icon name={chest.opened ? 'open-chest' : 'locked-chest'} size={34} />
              </span>
              <div className="chests__text">
                <strong>{t(`chests.spend.name.${chest.id}`)}</strong>
                <span>
                  {chest.threshold === 1
                    ? t('chests.spend.anyPurchase')
                    : t('chests.spend.threshold', { threshold: chest.threshold })}
                </span>
                <span>{contents(chest.contents)}</span>
                <progress
                  className="chests__progress"
                  max={chest.threshold}
                  value={Math.min(spent, chest.threshold)}
                  aria-label={t('chests.spend.progress', {
                    spent: Math.min(spent, chest.threshold),
                    threshold: chest.threshold,
                  })}
                />
              </div>
              <div className="chests__action">
                {chest.opened ? (
                  <span className="chests__done">{t('chests.spend.opened')}</span>
                ) : (
                  <>
                    <Button
                      data-testid={`spend-chest-open-${chest.id}`}
                      data-payable={chest.unlocked ? '1' : '0'}
                      disabled={!chest.unlocked || open.isPending}
                      onClick={() => {
                        setNotice(null);
                        setLoot(null);
                        open.mutate(chest.id, {
                          onSuccess: (answer) => {
                            setNotice(t('chests.delayed.taken', { contents: contents(answer.chest.contents) }));
                            setLoot(answer.chest.contents);
                          },
                        });
                      }}
                    >
                      {t('chests.spend.open')}
                    </Button>
                    {chest.unlocked ? null : (
                      <span className="price-shortfall" data-testid={`spend-chest-missing-${chest.id}`}>
                        {t('chests.spend.toSpend', {
                          gems: resourceAmountText('MITHRIL', Math.max(1, chest.threshold - spent), (key, options) =>
                            t(key, options),
                          ),
                        })}
                      </span>
                    )}
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {loot ? <ChestLoot amounts={loot} testId="spend-chest-loot" /> : null}
      <ShopFeedback
        note={notice}
        noteTestId="spend-chests-notice"
        error={failure ? failureText(failure) : null}
      />
    </section>
  );
}
