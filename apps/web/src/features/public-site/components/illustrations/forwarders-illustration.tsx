import { useTranslation } from 'react-i18next';
import { IllustrationFrame } from './illustration-frame.tsx';
import classes from './illustration.module.css';

const MILESTONE_ROWS = [62, 112, 162, 212, 262];

/** Forwarders service: a dashboard window with a shipment's milestone timeline. */
export function ForwardersIllustration() {
  const { t } = useTranslation();
  return (
    <IllustrationFrame label={t('publicSite.illustrations.forwarders')} width={480} height={320}>
      <rect width="480" height="320" rx="24" className={classes.backdrop} />
      <rect x="28" y="24" width="424" height="272" rx="14" className={classes.panel} />
      <rect x="29" y="25" width="96" height="270" rx="13" className={classes.muted} />
      <rect x="44" y="46" width="60" height="10" rx="5" className={classes.primary} />
      <rect x="44" y="74" width="48" height="8" rx="4" className={classes.ink} />
      <rect x="44" y="96" width="56" height="8" rx="4" className={classes.ink} />
      <rect x="44" y="118" width="40" height="8" rx="4" className={classes.ink} />
      <path d={`M170 ${MILESTONE_ROWS[0]} V${MILESTONE_ROWS.at(-1)}`} className={classes.line} />
      {MILESTONE_ROWS.map((y, index) => {
        const tone = index < 3 ? classes.success : index === 3 ? classes.accent : classes.muted;
        return (
          <g key={y}>
            <circle cx="170" cy={y} r="13" className={tone} />
            {index < 3 && <path d={`M164 ${y} l4 4 l8 -9`} className={classes.onColor} />}
            {index === 3 && (
              <path d={`M170 ${y - 6} v7 M170 ${y + 6} v0.5`} className={classes.onColor} />
            )}
            <rect
              x="198"
              y={y - 10}
              width={index === 3 ? 150 : 120}
              height="9"
              rx="4.5"
              className={classes.ink}
            />
            <rect x="198" y={y + 5} width="190" height="7" rx="3.5" className={classes.muted} />
          </g>
        );
      })}
      <rect x="372" y="196" width="64" height="26" rx="13" className={classes.accent} />
      <rect x="384" y="206" width="40" height="6" rx="3" className={classes.panel} />
    </IllustrationFrame>
  );
}
