import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ResourceAmounts } from '@rol/rules/content/resources';
import type { HealthRestoreId } from '@rol/rules/economy/health-restore';
import { healthOptionsRoute, healthRestoreRoute } from '@rol/protocol/health-routes';
import type { PlayerInfoDto } from '@rol/protocol/player-dto';
import { api } from '../../api/api.ts';
import { patchPlayer } from '../../api/player-cache.ts';
import { playerInfoKey, playerInfoQuery } from '../../api/player-info.ts';
import { heroIcon } from '../../art/hero-art.ts';
import { durationText } from '../../numbers/duration-text.ts';
import type { WindowProps } from '../../stores/window-store.ts';
import { amountsText } from '../../ui/amounts-text.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import type { IconName } from '../../art/icons.ts';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useShortfall } from '../../ui/use-shortfall.ts';
import { useServerNow } from '../../ui/use-server-now.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import './health-window.css';

type RestoreOptionDto = { id: HealthRestoreId; price: ResourceAmounts };

const OPTION_ICON: Record<HealthRestoreId, IconName> = { ELIXIR: 'round-potion', GOLD: 'two-coins', GEMS: 'emerald' };

/** One restore option: its price, and when it cannot be paid the button says so with what is missing. */
function RestoreOption({ option, pending, onRestore }: { option: RestoreOptionDto; pending: boolean; onRestore: () => void }) {
  const { t } = useTranslation();
  const shortfall = useShortfall(option.price);
  return (
    <div className="health__option">
      <Button
        icon={OPTION_ICON[option.id]}
        variant={option.id === 'GEMS' ? 'stone' : 'gold'}
        data-testid={`health-restore-${option.id.toLowerCase()}`}
        data-payable={shortfall.payable ? '1' : '0'}
        disabled={pending || !shortfall.payable}
        onClick={onRestore}
      >
        {`${t(`health.option.${option.id}`)} · ${t('health.restoreWith', { price: amountsText(option.price, t) })}`}
      </Button>
      {shortfall.text ? (
        <span className="price-shortfall" data-testid={`health-shortfall-${option.id.toLowerCase()}`}>
          {shortfall.text}
        </span>
      ) : null}
    </div>
  );
}

export const healthKey = ['player', 'health'] as const;

/**
 * Health restore (§7 /api/player/health/options, /health/{id}/restore): the squad's health after
 * the lazy +1 per minute recovery (§9), when it will be full by itself, and the restore options.
 */
export default function HealthWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const client = useQueryClient();
  const { data: info } = useQuery(playerInfoQuery);
  const health = useQuery({ queryKey: healthKey, queryFn: () => api.call(healthOptionsRoute), retry: false });
  const restore = useMutation({
    mutationFn: (id: HealthRestoreId) => api.call(healthRestoreRoute, { params: { id } }),
    onSuccess: (answer) => {
      client.setQueryData(healthKey, answer);
      // The squad's medallions and the HUD read the heroes' health from the player info.
      const heroes = client.getQueryData<PlayerInfoDto | null>(playerInfoKey)?.player.creatures;
      const healths = new Map(answer.creatures.map((c) => [c.creatureId, c.health]));
      patchPlayer(client, {
        ...answer.balances,
        ...(heroes ? { creatures: heroes.map((c) => ({ ...c, health: healths.get(c.id) ?? c.health })) } : {}),
      });
    },
  });
  const state = health.data;
  const creatures = info?.player.creatures ?? [];
  const serverNow = useServerNow();
  const error = health.error ?? restore.error;

  return (
    <WindowFrame name="health" title={t('health.title')} onClose={onClose} compact>
      {state ? (
        <div className="health" data-testid="health-window" data-missing={state.missingHealth}>
          <ul className="health__heroes">
            {state.creatures.map((hero) => {
              const creature = creatures.find((c) => c.id === hero.creatureId);
              const share =
                hero.maxHealth > 0 ? Math.max(0, Math.min(100, (hero.health / hero.maxHealth) * 100)) : 0;
              return (
                <li key={hero.creatureId} className="health__hero">
                  <Icon name={heroIcon(creature?.imageId ?? '')} size={28} />
                  <div
                    className="health__bar"
                    role="meter"
                    aria-valuemin={0}
                    aria-valuemax={hero.maxHealth}
                    aria-valuenow={hero.health}
                  >
                    <div className="health__fill" style={{ width: `${share}%` }} />
                    <span className="health__text">
                      {t('health.hero', { health: Math.floor(hero.health), max: hero.maxHealth })}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
          {state.missingHealth <= 0 ? (
            <p className="form-note" data-testid="health-full">
              {restore.isSuccess ? t('health.restored') : t('health.full')}
            </p>
          ) : (
            <>
              <p className="window__lead">
                {t('health.missing', { missing: Math.ceil(state.missingHealth) })}
              </p>
              {state.fullAt !== null ? (
                <p className="health__note">
                  {t('health.recovers', { time: durationText(state.fullAt - serverNow, t) })}
                </p>
              ) : null}
              <div className="health__options">
                {state.options.map((option) => (
                  <RestoreOption
                    key={option.id}
                    option={option}
                    pending={restore.isPending}
                    onRestore={() => restore.mutate(option.id)}
                  />
                ))}
              </div>
            </>
          )}
        </div>
      ) : null}
      <FormError text={error ? failureText(error) : null} />
    </WindowFrame>
  );
}
