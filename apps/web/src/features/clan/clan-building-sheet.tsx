import { useTranslation } from 'react-i18next';
import { buildingEffects, type BuildingType } from '@rol/rules/clans/clan-buildings';
import type { BuildingDto, ClanDto } from '@rol/protocol/clan-dto';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { WindowHeader } from '../../ui/window-frame.tsx';
import { useClanActions } from './clan-api.ts';
import { BuildButton, costText, FactoryGift, HallForces } from './clan-panels.tsx';

/** The one figure each building's level gives (docs/clans.md, "Buildings"). */
function effectValue(type: BuildingType, level: number): number {
  const e = buildingEffects({ [type]: level });
  switch (type) {
    case 'EXPERIENCE':
      return e.experiencePercent;
    case 'CLAN_SHIELD':
      return e.shieldHealthPercent;
    case 'SNOW_WORLD':
      return e.snowWorldHours;
    case 'GEAR_FACTORY':
      return e.factoryOutput;
    case 'HALL_OF_FAME':
      return e.hallMaxLevel;
  }
}

/**
 * A building's panel over the clan scene: its level, what this level gives and what the next one
 * would, a running upgrade's end, the next level's price from the treasury, and the buttons the
 * viewer's role allows (build, speed up); the factory adds today's gift, the hall of fame its forces.
 */
export function BuildingSheet({ building, clan, onClose }: { building: BuildingDto; clan: ClanDto; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const failureText = useFailureText();
  const actions = useClanActions();
  const b = building;
  const canBuild = clan.myActions.includes('BUILD');
  const canSpend = clan.myActions.includes('SPEND_TREASURY');
  const gives = (level: number) => (level === 0 ? t(`clan.gives.none`) : t(`clan.gives.${b.type}`, { value: effectValue(b.type, level) }));
  const failed = [actions.build, actions.speedup, actions.gift, actions.hall].find((m) => m.error);
  return (
    <section className="clan-sheet" data-testid="clan-building-sheet" data-type={b.type} data-level={b.level} data-status={b.status}>
      <WindowHeader title={t(`clan.building.${b.type}`)} onClose={onClose} closeTestId="clan-sheet-close" />
      <div className="clan-sheet__body">
        <p className="clan-sheet__line" data-testid="clan-sheet-level">{t('clan.buildingLevel', { level: b.level, max: b.maxLevel })}</p>
        <p className="clan-sheet__line">{t('clan.yard.now', { what: gives(b.level) })}</p>
        {b.level < b.maxLevel ? <p className="clan-sheet__line">{t('clan.yard.next', { what: gives(b.level + 1) })}</p> : null}
        {b.status === 'PROCESSING' && b.endsAt ? (
          <p className="clan-sheet__line clan-sheet__busy" data-testid="clan-sheet-busy">
            {t('clan.buildingUntil', { time: new Date(b.endsAt).toLocaleString() })}
          </p>
        ) : null}
        {b.status === 'NORMAL' && b.nextCost ? (
          <p className="clan-sheet__line">{t('clan.yard.cost', { cost: costText(t, b.nextCost, i18n.language) })}</p>
        ) : null}
        <div className="clan__buttons">
          {b.status === 'NORMAL' && b.nextCost && canBuild ? (
            <BuildButton testId="clan-sheet-build" clan={clan} cost={b.nextCost} pending={actions.build.isPending} onBuild={() => actions.build.mutate(b.type)}>
              {b.level === 0 ? t('clan.build') : t('clan.yard.upgrade', { level: b.level + 1 })}
            </BuildButton>
          ) : null}
          {b.status === 'PROCESSING' && canSpend ? (
            <Button variant="stone" data-testid="clan-sheet-speedup" disabled={actions.speedup.isPending} onClick={() => actions.speedup.mutate(b.type)}>
              {t('clan.speedup', { gems: b.speedupGems })}
            </Button>
          ) : null}
        </div>
        {!canBuild && b.status === 'NORMAL' && b.nextCost ? <p className="clan-sheet__note">{t('clan.yard.officersBuild')}</p> : null}
        {b.type === 'GEAR_FACTORY' ? <FactoryGift actions={actions} /> : null}
        {b.type === 'HALL_OF_FAME' ? <HallForces clan={clan} actions={actions} /> : null}
        <FormError text={failed?.error ? failureText(failed.error) : null} />
      </div>
    </section>
  );
}
