import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlaceDto } from '@rol/protocol/place-dto';
import { playerInfoQuery } from '../../api/player-info.ts';
import { amountsText } from '../../ui/amounts-text.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { usePlaceCalls, usePortalInfo } from './place-calls.ts';
import { useShortfall } from '../../ui/use-shortfall.ts';

/**
 * A PORTAL: its offer (the day's discount), paid trips down to the portal stairs below, and free
 * teleports to portals already visited. Travelling moves the squad at once and closes the window.
 */
export function PortalPanel({ place, onMoved }: { place: PlaceDto; onMoved: () => void }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { data: player } = useQuery(playerInfoQuery);
  const calls = usePlaceCalls(place.id);
  const { info, offer, teleports } = usePortalInfo(place.id, true);
  const portal = info.data;
  const deal = offer.data?.offer ?? null;
  const canChoose =
    deal !== null &&
    !deal.used &&
    (deal.chosenPortalId === null || deal.chosenPortalId === place.id) &&
    portal?.discount === null;
  const error = [info.error, calls.portal.error, calls.teleport.error, calls.chooseDiscount.error].find(
    Boolean,
  );
  const busy = calls.portal.isPending || calls.teleport.isPending;
  const here = player?.player.stair;
  const shortfall = useShortfall(portal ? (portal.discount !== null ? portal.discountedPrice : portal.price) : null);

  return (
    <>
      <p className="window__lead">{t('road.window.portalLead')}</p>
      {portal ? (
        <>
          <p className="place-window__note" data-testid="portal-price">
            {t('road.window.portalPrice', {
              price: amountsText(portal.discount !== null ? portal.discountedPrice : portal.price, t),
            })}
            {portal.discount !== null
              ? ` · ${t('road.window.portalDiscount', { discount: portal.discount })}`
              : ''}
          </p>
          {shortfall.text ? (
            <p className="price-shortfall" data-testid="portal-shortfall">
              {shortfall.text}
            </p>
          ) : null}
          {canChoose && deal ? (
            <Button
              variant="stone"
              icon="present"
              data-testid="portal-discount"
              disabled={calls.chooseDiscount.isPending}
              onClick={() => calls.chooseDiscount.mutate(deal.discount)}
            >
              {t('road.window.portalUseDiscount', { discount: deal.discount })}
            </Button>
          ) : null}
          {portal.targetStairs.length === 0 ? (
            <p className="place-window__note">{t('road.window.portalNone')}</p>
          ) : null}
          <div className="place-window__actions place-window__actions--list">
            {portal.targetStairs.map((stair) => (
              <Button
                key={stair}
                icon="magic-portal"
                data-testid={`portal-to-${stair}`}
                data-payable={shortfall.payable ? '1' : '0'}
                disabled={busy || !shortfall.payable}
                onClick={() =>
                  calls.portal.mutate(
                    { targetStair: stair, discount: portal.discount ?? undefined },
                    { onSuccess: onMoved },
                  )
                }
              >
                {t('road.window.portalTo', { stair })}
              </Button>
            ))}
          </div>
        </>
      ) : null}
      <p className="place-window__note">{t('road.window.teleportLead')}</p>
      {teleports.data ? (
        teleports.data.targets.filter((target) => target.stair !== here && target.placeId !== place.id)
          .length === 0 ? (
          <p className="place-window__note">{t('road.window.teleportNone')}</p>
        ) : (
          <div className="place-window__actions place-window__actions--list">
            {teleports.data.targets
              .filter((target) => target.placeId !== place.id)
              .map((target) => (
                <Button
                  key={target.placeId}
                  variant="stone"
                  data-testid={`teleport-to-${target.placeId}`}
                  disabled={busy}
                  onClick={() => calls.teleport.mutate(target.placeId, { onSuccess: onMoved })}
                >
                  {t('road.window.teleportTo', { stair: target.stair })}
                </Button>
              ))}
          </div>
        )
      ) : null}
      <FormError text={error ? failureText(error) : null} />
    </>
  );
}
