import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QUALITIES, type Quality } from '@rol/protocol/player-dto';
import { GENDER_CHANGE_PRICE_GEMS } from '@rol/protocol/player-routes';
import { playerInfoQuery } from '../../api/player-info.ts';
import { BlockListRows } from '../../messages/block-list-rows.tsx';
import type { WindowProps } from '../../stores/window-store.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { FormError, Segmented } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { ServerHtml } from '../../ui/server-html.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import { AccountSection } from './account-section.tsx';
import { PaymentMethodRow } from './payment-method-row.tsx';
import { genderChanges, useSettingsCalls } from './settings-api.ts';
import './settings.css';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="settings__row">
      <span className="settings__label">{label}</span>
      {children}
    </div>
  );
}

/**
 * §2 settings: language, sound, push notifications, image quality, interface, move speed, gender,
 * payment method, the black list and the account.
 */
export default function SettingsWindow({ onClose }: WindowProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { data: info } = useQuery(playerInfoQuery);
  const openWindow = useWindowStore((s) => s.open);
  const calls = useSettingsCalls();
  if (!info) return null;
  const { player } = info;
  const freeGender = genderChanges(player) === 0;
  const failed = Object.values(calls).find((call) => call.isError);

  return (
    <WindowFrame name="settings" title={t('settings.title')} onClose={onClose}>
      <div className="settings__player">
        <Icon name="laurels" size={22} />
        <span>{t('settings.playerLine', { nickname: player.nickname, access: t(`access.${player.accessLevel}`) })}</span>
      </div>

      <Row label={t('settings.language')}>
        <Segmented
          options={[
            { value: 'RU' as const, label: t('settings.languageName.ru') },
            { value: 'EN' as const, label: t('settings.languageName.en') },
          ]}
          value={player.lang}
          onChange={(lang) => calls.lang.mutate(lang)}
          disabled={calls.lang.isPending}
          testIdPrefix="settings-lang"
        />
      </Row>
      <Row label={t('settings.sound')}>
        <Segmented
          options={[
            { value: 'on' as const, label: t('settings.soundOn') },
            { value: 'off' as const, label: t('settings.soundOff') },
          ]}
          value={player.soundMute ? 'off' : 'on'}
          onChange={(value) => calls.sound.mutate(value === 'off')}
          disabled={calls.sound.isPending}
          testIdPrefix="settings-sound"
        />
      </Row>
      <Row label={t('settings.quality')}>
        <Segmented<Quality>
          options={QUALITIES.map((q) => ({ value: q, label: t(`settings.qualityName.${q}`) }))}
          value={info.quality}
          onChange={(q) => calls.quality.mutate(q)}
          disabled={calls.quality.isPending}
          testIdPrefix="settings-quality"
        />
      </Row>
      <Row label={t('settings.interface')}>
        <Segmented
          options={[
            { value: 'ORIGINAL' as const, label: t('settings.interfaceName.ORIGINAL') },
            { value: 'MODERN' as const, label: t('settings.interfaceName.MODERN') },
          ]}
          value={player.interfaceMode}
          onChange={() => calls.interfaceMode.mutate(undefined)}
          disabled={calls.interfaceMode.isPending}
          testIdPrefix="settings-interface"
        />
      </Row>
      <Row label={t('settings.moveSpeed')}>
        <Segmented
          options={[
            { value: 'DEFAULT_MODE' as const, label: t('settings.moveSpeedName.DEFAULT_MODE') },
            { value: 'DOUBLED_MODE' as const, label: t('settings.moveSpeedName.DOUBLED_MODE') },
          ]}
          value={player.moveSpeedMode}
          onChange={(mode) => calls.moveSpeed.mutate(mode)}
          disabled={calls.moveSpeed.isPending}
          testIdPrefix="settings-speed"
        />
      </Row>
      <Row label={t('settings.push')}>
        <Segmented
          options={[
            { value: 'on' as const, label: t('settings.pushOn') },
            { value: 'off' as const, label: t('settings.pushOff') },
          ]}
          value={player.pushEnabled ? 'on' : 'off'}
          onChange={(value) => {
            if ((value === 'on') !== player.pushEnabled) calls.push.mutate(undefined);
          }}
          disabled={calls.push.isPending}
          testIdPrefix="settings-push"
        />
      </Row>
      <Row label={t('settings.gender')}>
        <Segmented
          options={[
            { value: 'male' as const, label: t('settings.genderName.male') },
            { value: 'female' as const, label: t('settings.genderName.female') },
          ]}
          value={player.gender}
          onChange={(gender) => calls.gender.mutate(gender)}
          disabled={calls.gender.isPending}
          testIdPrefix="settings-gender"
        />
        <span className="settings__note">
          {freeGender ? (
            t('settings.genderFree')
          ) : (
            <>
              {t('settings.genderPrice', { price: GENDER_CHANGE_PRICE_GEMS })} <Icon name="emerald" size={14} className="settings__gem" />
            </>
          )}
        </span>
      </Row>

      <PaymentMethodRow />

      {/* §2: the black list belongs to Settings (the mail window shows the same list). */}
      <details className="settings__blocklist" data-testid="settings-blocklist">
        <summary className="settings__label">{t('mail.blockList')}</summary>
        <BlockListRows testId="settings-blocked" emptyClassName="settings__note" />
      </details>

      <FormError text={failed ? failureText(failed.error) : null} />

      <AccountSection
        player={player}
        onOpen={openWindow}
        onLogout={() => calls.logout.mutate()}
        loggingOut={calls.logout.isPending}
      />
      <p className="settings__credits">{t('settings.credits')}</p>
      {/* §2: the header and footer are HTML supplied by the server, sanitised. */}
      <ServerHtml html={info.header} className="server-html server-html--header" testId="server-header" />
      <ServerHtml html={info.footer} className="server-html server-html--footer" testId="server-footer" />
    </WindowFrame>
  );
}
