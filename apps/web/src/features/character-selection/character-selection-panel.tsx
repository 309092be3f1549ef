import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GENDERS,
  STARTER_CHARACTERS,
  STARTER_COMPANIONS,
  type CharacterChoice,
  type StarterCharacterId,
  type StarterCompanionId,
} from '@rol/rules/content/starters';
import { heroIcon } from '../../art/hero-art.ts';
import { gameBus } from '../../events/game-events.ts';
import { useWindowStore } from '../../stores/window-store.ts';
import { Button, FormError } from '../../ui/form-controls.tsx';
import { Icon } from '../../ui/icon.tsx';
import { useStageInsets } from '../../ui/use-stage-insets.ts';
import { useFailureText, useUiLang } from '../../ui/use-failure-text.ts';
import { useChooseCharacter } from './choose-character.ts';
import './character-selection.css';

const CHARACTER_IDS = Object.keys(STARTER_CHARACTERS) as StarterCharacterId[];
const COMPANION_IDS = Object.keys(STARTER_COMPANIONS) as StarterCompanionId[];

/**
 * §2 character selection controls over the canvas: hero, look (gender) and companion. The scene
 * draws the current choice; confirming creates the first squad on the server.
 */
export default function CharacterSelectionPanel() {
  const { t } = useTranslation();
  const lang = useUiLang();
  const failureText = useFailureText();
  const [choice, setChoice] = useState<CharacterChoice>({ character: 'knight', gender: 'male', companion: 'wolf' });
  const choose = useChooseCharacter(lang);
  const openWindow = useWindowStore((s) => s.open);

  useEffect(() => {
    gameBus.emit('character:preview', choice);
  }, [choice]);

  // The scene draws the heroes in the space the title and the panel leave free.
  const root = useRef<HTMLElement>(null);
  const header = useRef<HTMLElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useStageInsets(root, header, panel);

  const update = (patch: Partial<CharacterChoice>) => setChoice((prev) => ({ ...prev, ...patch }));

  return (
    <section className="choose" aria-labelledby="choose-title" ref={root}>
      <header className="choose__header" ref={header}>
        <h2 id="choose-title" className="choose__title">
          {t('characterSelection.title')}
        </h2>
        <p className="choose__lead">{t('characterSelection.lead')}</p>
      </header>

      <div className="choose__panel" ref={panel}>
        <h3 className="choose__heading">{t('characterSelection.characterHeading')}</h3>
        <div className="choose__options" role="radiogroup">
          {CHARACTER_IDS.map((id) => (
            <button
              key={id}
              type="button"
              role="radio"
              aria-checked={choice.character === id}
              className={`choose__card${choice.character === id ? ' choose__card--on' : ''}`}
              data-testid={`character-option-${id}`}
              onClick={() => update({ character: id })}
              title={t(`characterSelection.character.${id}.about`)}
            >
              <Icon name={heroIcon(STARTER_CHARACTERS[id].imageId[choice.gender])} size={40} />
              <span>{t(`characterSelection.character.${id}.${choice.gender}`)}</span>
            </button>
          ))}
        </div>
        <p className="choose__about">{t(`characterSelection.character.${choice.character}.about`)}</p>

        <div className="choose__row">
          <h3 className="choose__heading">{t('characterSelection.genderHeading')}</h3>
          <div className="choose__genders" role="radiogroup">
            {GENDERS.map((gender) => (
              <button
                key={gender}
                type="button"
                role="radio"
                aria-checked={choice.gender === gender}
                className={`choose__gender${choice.gender === gender ? ' choose__gender--on' : ''}`}
                data-testid={`gender-${gender}`}
                onClick={() => update({ gender })}
              >
                <Icon name={gender} size={18} />
                <span>{t(`characterSelection.gender.${gender}`)}</span>
              </button>
            ))}
          </div>
        </div>

        <h3 className="choose__heading">{t('characterSelection.companionHeading')}</h3>
        <div className="choose__options" role="radiogroup">
          {COMPANION_IDS.map((id) => (
            <button
              key={id}
              type="button"
              role="radio"
              aria-checked={choice.companion === id}
              className={`choose__card choose__card--small${choice.companion === id ? ' choose__card--on' : ''}`}
              data-testid={`companion-option-${id}`}
              onClick={() => update({ companion: id })}
              title={t(`characterSelection.companion.${id}.about`)}
            >
              <Icon name={heroIcon(STARTER_COMPANIONS[id].imageId)} size={32} />
              <span>{t(`characterSelection.companion.${id}.name`)}</span>
            </button>
          ))}
        </div>
        <p className="choose__about">{t(`characterSelection.companion.${choice.companion}.about`)}</p>

        <FormError text={choose.isError ? failureText(choose.error) : null} />
        <Button className="choose__confirm" data-testid="character-confirm" disabled={choose.isPending} onClick={() => choose.mutate(choice)}>
          {choose.isPending ? t('common.sending') : t('characterSelection.confirm')}
        </Button>
        <button type="button" className="choose__login" data-testid="open-login" onClick={() => openWindow('login')}>
          {t('characterSelection.haveAccount')}
        </button>
      </div>
    </section>
  );
}
