import { useTranslation } from 'react-i18next';
import type { PlaceDto } from '@rol/protocol/place-dto';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useItemTake } from './place-calls.ts';

/**
 * The take button of an ARTIFACT, CONSUMABLE or RUNE place: artifactPlace, consumablePlace or
 * runePlace /{id}/take; after it, where the item went. A taken place says so and offers nothing.
 */
export function ItemTake({ place }: { place: PlaceDto }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const calls = useItemTake(place.id);
  const payload = place.payload;
  if (payload.type !== 'ARTIFACT' && payload.type !== 'CONSUMABLE' && payload.type !== 'RUNE') return null;
  const call =
    payload.type === 'ARTIFACT'
      ? calls.artifact
      : payload.type === 'CONSUMABLE'
        ? calls.consumable
        : calls.rune;
  const note = (() => {
    if (calls.artifact.data)
      return t('items.takenArtifact', {
        item: t(`names.artifact.${calls.artifact.data.artifact.artifactId}`),
      });
    if (calls.consumable.data)
      return t('items.takenConsumable', {
        item: t(`names.consumable.${calls.consumable.data.consumableId}`),
        count: calls.consumable.data.count,
      });
    if (calls.rune.data) return t('items.takenRune', { rune: t(`names.rune.${calls.rune.data.runeId}`) });
    return null;
  })();
  const label =
    payload.type === 'ARTIFACT'
      ? t('items.takeArtifact')
      : payload.type === 'CONSUMABLE'
        ? t('items.takeConsumable')
        : t('items.takeRune');
  return (
    <>
      {note ? (
        <p className="form-note" data-testid="place-taken-note" role="status">
          {note}
        </p>
      ) : null}
      <FormError text={call.error ? failureText(call.error) : null} />
      {place.taken ? null : (
        <div className="place-window__actions">
          <Button
            icon={
              payload.type === 'ARTIFACT' ? 'open-chest' : payload.type === 'RUNE' ? 'rune-stone' : 'knapsack'
            }
            data-testid="place-take"
            disabled={call.isPending}
            onClick={() => call.mutate()}
          >
            {label}
          </Button>
        </div>
      )}
    </>
  );
}
