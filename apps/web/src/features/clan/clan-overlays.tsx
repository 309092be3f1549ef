import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClanDto } from '@rol/protocol/clan-dto';
import { CLAN_ABOUT_MAX, CLAN_ADVERTISEMENT_MAX, CLAN_NAME_MAX } from '@rol/rules/clans/clan-limits';
import { CLAN_THEMES } from '@rol/rules/clans/clan-theme';
import { Button, FormError, TextField } from '../../ui/form-controls.tsx';
import { useFailureText } from '../../ui/use-failure-text.ts';
import { WindowFrame } from '../../ui/window-frame.tsx';
import type { ClanActions } from './clan-api.ts';

/** Which overlay of the clan page is open. */
export type ClanOverlay = { kind: 'about' } | { kind: 'edit' } | { kind: 'name'; clanId: number; name: string } | null;

const length = (text: string) => [...text].length;

/** The clan name overlay: an administrator renames a clan (admin/clan/name/set). */
export function ClanNameOverlay({ clanId, name, actions, onClose }: { clanId: number; name: string; actions: ClanActions; onClose: () => void }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [value, setValue] = useState(name);
  const rename = actions.rename;
  return (
    <WindowFrame name="clan" compact title={t('clanPage.name.title')} overlayTestId="clan-name-overlay" onClose={onClose}>
      <form
        className="clan__overlay-form"
        onSubmit={(event) => {
          event.preventDefault();
          rename.mutate({ clanId, name: value }, { onSuccess: onClose });
        }}
      >
        <p className="window__lead">{t('clanPage.name.lead')}</p>
        <TextField
          label={t('clanPage.name.field', { max: CLAN_NAME_MAX })}
          value={value}
          autoFocus
          onChange={(e) => setValue(e.target.value)}
          data-testid="clan-name-input"
          hint={t('clanPage.chars', { used: length(value), max: CLAN_NAME_MAX })}
        />
        <FormError text={rename.error ? failureText(rename.error) : null} />
        <div className="clan__buttons">
          <Button type="submit" data-testid="clan-name-save" disabled={rename.isPending}>{t('clanPage.save')}</Button>
          <Button variant="stone" onClick={onClose}>{t('clanPage.cancel')}</Button>
        </div>
      </form>
    </WindowFrame>
  );
}

/**
 * The clan about overlay: the clan's description for every member; those whose role may edit texts
 * change it or restore the default (clan/about/set, clan/about/default/restore).
 */
export function ClanAboutOverlay({ clan, actions, onClose }: { clan: ClanDto; actions: ClanActions; onClose: () => void }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [about, setAbout] = useState(clan.about ?? '');
  const [saved, setSaved] = useState(false);
  const mayEdit = clan.myActions.includes('EDIT_TEXT');
  const save = actions.about;
  const submit = (content: string | null) => {
    setSaved(false);
    save.mutate(content, {
      onSuccess: () => {
        if (content === null) setAbout('');
        setSaved(true);
      },
    });
  };
  return (
    <WindowFrame name="clan" compact title={t('clanPage.about.title')} overlayTestId="clan-about-overlay" onClose={onClose}>
      {mayEdit ? (
        <form
          className="clan__overlay-form"
          onSubmit={(event) => {
            event.preventDefault();
            submit(about);
          }}
        >
          <label className="field">
            <span className="field__label">{t('clanPage.about.field', { max: CLAN_ABOUT_MAX })}</span>
            <textarea
              className="field__input clan__textarea"
              value={about}
              placeholder={t('clan.defaultAbout')}
              onChange={(e) => setAbout(e.target.value)}
              data-testid="clan-about-input"
            />
            <span className="field__hint">{t('clanPage.chars', { used: length(about), max: CLAN_ABOUT_MAX })}</span>
          </label>
          <FormError text={save.error ? failureText(save.error) : null} />
          {saved ? <p className="window__lead" data-testid="clan-about-saved">{t('clanPage.about.saved')}</p> : null}
          <div className="clan__buttons">
            <Button type="submit" data-testid="clan-about-save" disabled={save.isPending}>{t('clanPage.save')}</Button>
            <Button variant="stone" data-testid="clan-about-restore" disabled={save.isPending} onClick={() => submit(null)}>
              {t('clanPage.about.restore')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="clan__about" data-testid="clan-about-text">{clan.about ?? t('clan.defaultAbout')}</p>
          <p className="window__lead clan__note">{t('clanPage.about.readOnly')}</p>
        </>
      )}
    </WindowFrame>
  );
}

/**
 * The edit-page overlay, for the roles that may advertise or change the theme: the advertisement
 * (every member sees a new one once) and the clan's theme with the next change's price.
 */
export function ClanEditOverlay({ clan, actions, onClose }: { clan: ClanDto; actions: ClanActions; onClose: () => void }) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const [advert, setAdvert] = useState(clan.advertisement);
  const [saved, setSaved] = useState(false);
  const may = (action: string) => clan.myActions.includes(action as never);
  const error = actions.advertise.error ?? actions.theme.error;
  return (
    <WindowFrame name="clan" compact title={t('clanPage.edit.title')} overlayTestId="clan-edit-overlay" onClose={onClose}>
      {may('ADVERTISE') ? (
        <form
          className="clan__overlay-form"
          onSubmit={(event) => {
            event.preventDefault();
            setSaved(false);
            actions.advertise.mutate(advert, { onSuccess: () => setSaved(true) });
          }}
        >
          <TextField
            label={t('clanPage.edit.advert', { max: CLAN_ADVERTISEMENT_MAX })}
            value={advert}
            onChange={(e) => setAdvert(e.target.value)}
            data-testid="clan-advert-input"
            hint={t('clanPage.chars', { used: length(advert), max: CLAN_ADVERTISEMENT_MAX })}
          />
          {saved ? <p className="window__lead" data-testid="clan-advert-saved">{t('clanPage.edit.saved')}</p> : null}
          <div className="clan__buttons">
            <Button type="submit" data-testid="clan-advert-save" disabled={actions.advertise.isPending}>{t('clanPage.edit.advertSave')}</Button>
          </div>
        </form>
      ) : null}
      {may('CHANGE_THEME') ? (
        <>
          <h3 className="clan__heading">{t('clanPage.edit.theme')}</h3>
          <p className="window__lead">
            {clan.nextThemePrice > 0 ? t('clanPage.edit.themePrice', { price: clan.nextThemePrice }) : t('clanPage.edit.themeFree')}
          </p>
          <div className="clan__buttons" role="group" aria-label={t('clanPage.edit.theme')}>
            {Array.from({ length: CLAN_THEMES }, (_, i) => i + 1).map((n) => (
              <Button
                key={n}
                variant={clan.theme === n ? 'gold' : 'stone'}
                aria-pressed={clan.theme === n}
                data-testid={`clan-theme-${n}`}
                disabled={actions.theme.isPending || clan.theme === n}
                onClick={() => actions.theme.mutate(n)}
              >
                {String(n)}
              </Button>
            ))}
          </div>
        </>
      ) : null}
      <FormError text={error ? failureText(error) : null} />
    </WindowFrame>
  );
}
