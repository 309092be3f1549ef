import { useTranslation } from 'react-i18next';
import type { PlaceDto } from '@rol/protocol/place-dto';
import { isArtifactId, ARTIFACTS } from '@rol/rules/content/artifacts';
import { monsterIcon, type PlaceState } from '../../art/place-art.ts';
import { abbreviateNumber } from '../../numbers/abbreviate-number.ts';
import { durationText } from '../../numbers/duration-text.ts';
import { gameBus } from '../../events/game-events.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { resourceAmountText } from '../../ui/amounts-text.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { useServerNow } from '../../ui/use-server-now.ts';
import { usePlaceCalls } from './place-calls.ts';
import { ItemTake } from './place-item-take.tsx';
import { monsterName } from './place-text.ts';

type Payload<K extends PlaceDto['payload']['type']> = Extract<PlaceDto['payload'], { type: K }>;

function useFailure(...errors: (unknown | null)[]): string | null {
  const failureText = useFailureText();
  const error = errors.find((e) => e !== null && e !== undefined);
  return error ? failureText(error) : null;
}

/** A guard: its group, each creature's numbers, and what its state means for the road. */
export function GuardPanel({ place, state }: { place: PlaceDto; state: PlaceState }) {
  const { t } = useTranslation();
  const guard = place.guard;
  if (!guard) return null;
  const lead = state === 'defeated' ? 'guardDefeated' : state === 'battle-lost' ? 'guardLost' : 'guardLead';
  return (
    <>
      <p className="window__lead">{t(`road.window.${lead}`)}</p>
      {guard.boss ? <p className="place-window__note">{t('road.window.guardBoss')}</p> : null}
      <ul className="place-window__group">
        {guard.members.map((member, i) => (
          <li key={`${member.monsterId}-${i}`} className="place-window__member" data-testid="guard-member">
            <Icon name={monsterIcon(member.monsterId)} size={30} />
            <span className="place-window__member-name">{monsterName(t, member.monsterId)}</span>
            <span className="place-window__member-stats">
              {t('road.window.member', {
                level: member.level,
                attack: abbreviateNumber(member.attack),
                defence: abbreviateNumber(member.defence),
                health: abbreviateNumber(member.health),
              })}
            </span>
          </li>
        ))}
      </ul>
      <p className="place-window__note">
        {t('road.window.strength', { strength: Math.round(guard.strength * 10) / 10 })}
      </p>
      {state === 'defeated' ? null : <AttackButton placeId={place.id} />}
    </>
  );
}

/** The hook into battles: the battle feature answers `road:attack-place` and starts the battle. */
function AttackButton({ placeId }: { placeId: number }) {
  const { t } = useTranslation();
  return (
    <Button
      icon="crossed-swords"
      data-testid="place-attack"
      onClick={() => {
        useWindowStore.getState().close('place');
        gameBus.emit('road:attack-place', { placeId });
      }}
    >
      {t('battle.attack')}
    </Button>
  );
}

/** Resources, artifacts (a closed chest beyond the image range), runes and battle items lying on the road. */
export function ItemPanel({ place, showsImage }: { place: PlaceDto; showsImage: boolean }) {
  const { t } = useTranslation();
  const payload = place.payload;
  let lead: string;
  switch (payload.type) {
    case 'RESOURCE':
      lead = t('road.window.resourceLead', {
        amount: resourceAmountText(payload.resource, payload.amount, t),
      });
      break;
    case 'ARTIFACT': {
      const effect = isArtifactId(payload.artifactId) ? ARTIFACTS[payload.artifactId].effectType : null;
      lead =
        showsImage && effect
          ? t('road.window.artifactLead', {
              item: t(`names.artifact.${payload.artifactId}`),
              level: payload.level,
              effect: t(`names.effect.${effect}`),
            })
          : t('road.window.chestLead');
      break;
    }
    case 'RUNE':
      lead = `${t('road.window.runeLead')} ${t(`items.rune.${payload.runeId}`)}`;
      break;
    case 'CONSUMABLE':
      lead = t('road.window.consumableLead', {
        item: t(`names.consumable.${payload.consumableId}`),
        count: payload.count,
      });
      break;
    default:
      lead = '';
  }
  return (
    <>
      <p className="window__lead">{lead}</p>
      <p className="place-window__note">
        {place.taken ? t('road.window.taken') : t('road.window.foundHere', { stair: place.stair })}
      </p>
      <ItemTake place={place} />
    </>
  );
}

export function PointerPanel({ place }: { place: PlaceDto }) {
  const { t } = useTranslation();
  const payload = place.payload as Payload<'POINTER'>;
  return (
    <p className="window__lead">
      {t(payload.hint === 'boss' ? 'road.window.pointerBoss' : 'road.window.pointerPortal', {
        stair: payload.targetStair,
      })}
    </p>
  );
}

/** A TURN: take the side path (the squad moves at once), or come back from it. */
export function TurnPanel({ place, onMoved }: { place: PlaceDto; onMoved: () => void }) {
  const { t } = useTranslation();
  const calls = usePlaceCalls(place.id);
  const payload = place.payload as Payload<'TURN'>;
  const error = useFailure(calls.turn.error);
  return (
    <>
      <p className="window__lead">
        {t('road.window.turnLead', { side: t(`road.window.turnSide.${payload.side}`) })}
      </p>
      <FormError text={error} />
      <div className="place-window__actions">
        <Button
          icon="split-arrows"
          data-testid="turn-use"
          disabled={calls.turn.isPending}
          onClick={() => calls.turn.mutate(false, { onSuccess: onMoved })}
        >
          {t('road.window.turnUse')}
        </Button>
        {place.used ? (
          <Button
            variant="stone"
            data-testid="turn-back"
            disabled={calls.turn.isPending}
            onClick={() => calls.turn.mutate(true, { onSuccess: onMoved })}
          >
            {t('road.window.turnBack')}
          </Button>
        ) : null}
      </div>
    </>
  );
}

/** A GAINABLE mine: what it holds now, when it is full again, and collecting it. */
export function GainablePanel({ place }: { place: PlaceDto }) {
  const { t } = useTranslation();
  const now = useServerNow();
  const calls = usePlaceCalls(place.id);
  const payload = place.payload as Payload<'GAINABLE'>;
  const amount = place.gainableAmount ?? 0;
  const error = useFailure(calls.gain.error);
  return (
    <>
      <p className="window__lead">
        {t('road.window.gainableLead', {
          perHour: resourceAmountText(payload.resource, payload.amountPerHour, t),
          capacity: abbreviateNumber(payload.capacity),
        })}
      </p>
      <p className="place-window__note" data-testid="gainable-amount" data-value={amount}>
        {t('road.window.gainableNow', { amount: abbreviateNumber(amount) })}
        {place.gainableFullAt !== null && place.gainableFullAt > now
          ? ` · ${t('road.window.gainableFullIn', { time: durationText(place.gainableFullAt - now, t) })}`
          : ''}
      </p>
      <FormError text={error} />
      <div className="place-window__actions">
        <Button
          icon="gold-mine"
          data-testid="gainable-gain"
          disabled={amount <= 0 || calls.gain.isPending}
          onClick={() => calls.gain.mutate()}
        >
          {t('road.window.gainableTake', { amount: abbreviateNumber(amount) })}
        </Button>
      </div>
    </>
  );
}

/** A SKILL stone: its points go to the player's unspent skill points, once. */
export function SkillPanel({ place }: { place: PlaceDto }) {
  const { t } = useTranslation();
  const calls = usePlaceCalls(place.id);
  const payload = place.payload as Payload<'SKILL'>;
  const skill = t(`names.skill.${payload.skillType}`);
  const error = useFailure(calls.skill.error);
  const after = calls.skill.data?.skillPoints[payload.skillType];
  return (
    <>
      <p className="window__lead">{t('road.window.skillLead', { points: payload.points, skill })}</p>
      {after !== undefined ? (
        <p className="form-note" data-testid="skill-taken">
          {t('road.window.skillTaken', { skill, points: after })}
        </p>
      ) : null}
      <FormError text={error} />
      <div className="place-window__actions">
        <Button
          icon="sparkles"
          data-testid="skill-take"
          disabled={place.taken || calls.skill.isPending}
          onClick={() => calls.skill.mutate()}
        >
          {place.taken ? t('road.window.taken') : t('road.window.skillTake')}
        </Button>
      </div>
    </>
  );
}

/** A shrine or a camp by the road: the player may leave their mark (customPlace/scenario/marker). */
export function MarkPanel({ place }: { place: PlaceDto }) {
  const { t } = useTranslation();
  const calls = usePlaceCalls(place.id);
  const payload = place.payload as Payload<'CUSTOM_PLACE'>;
  const marker = payload.markers[0];
  const marked = marker !== undefined && place.markers.includes(marker);
  const error = useFailure(calls.mark.error);
  return (
    <>
      <p className="window__lead">
        {t(payload.scenario === 'camp' ? 'road.window.campLead' : 'road.window.shrineLead')}
      </p>
      <FormError text={error} />
      {marker !== undefined ? (
        <div className="place-window__actions">
          <Button
            icon="quill-ink"
            data-testid="place-mark"
            disabled={marked || calls.mark.isPending}
            onClick={() => calls.mark.mutate(marker)}
          >
            {marked ? t('road.window.marked') : t('road.window.markPlace')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
