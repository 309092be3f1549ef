import { useTranslation } from 'react-i18next';

/** The title image in Russian or English (§2): gold lettering with a dark rim and a sword underline. */
export function GameTitle() {
  const { t } = useTranslation();
  const title = t('game.title');
  return (
    <h1 className="game-title" aria-label={title}>
      <svg viewBox="0 0 600 170" role="img" aria-hidden="true">
        <defs>
          <linearGradient id="title-gold" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#fff4c2" />
            <stop offset="0.45" stopColor="#f2c75c" />
            <stop offset="0.55" stopColor="#c98d25" />
            <stop offset="1" stopColor="#f0c866" />
          </linearGradient>
          <linearGradient id="title-blade" x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor="#f2c75c" stopOpacity="0" />
            <stop offset="0.5" stopColor="#fff1c4" />
            <stop offset="1" stopColor="#f2c75c" stopOpacity="0" />
          </linearGradient>
          <filter id="title-glow" x="-20%" y="-40%" width="140%" height="180%">
            <feGaussianBlur stdDeviation="6" result="blur" />
            <feMerge>
              <feMergeNode in="blur" />
              <feMergeNode in="SourceGraphic" />
            </feMerge>
          </filter>
        </defs>
        <text
          x="300"
          y="92"
          textAnchor="middle"
          className="game-title__text"
          fill="url(#title-gold)"
          stroke="#3a2408"
          strokeWidth="3"
          paintOrder="stroke"
          filter="url(#title-glow)"
          textLength={title.length > 14 ? 540 : undefined}
          lengthAdjust="spacingAndGlyphs"
        >
          {title}
        </text>
        <g transform="translate(300 128)">
          <path d="M-230 0 H230" stroke="url(#title-blade)" strokeWidth="3" />
          <path d="M-14 0 L0 -12 L14 0 L0 12 Z" fill="#f2c75c" stroke="#3a2408" strokeWidth="2" />
          <circle cx="-236" cy="0" r="4" fill="#f2c75c" />
          <circle cx="236" cy="0" r="4" fill="#f2c75c" />
        </g>
      </svg>
    </h1>
  );
}
