import { useTranslation } from 'react-i18next';
import { IllustrationFrame } from './illustration-frame.tsx';
import classes from './illustration.module.css';

/** Landing hero: one shipment's route by sea, air and road, with its milestone card. */
export function HeroIllustration() {
  const { t } = useTranslation();
  return (
    <IllustrationFrame label={t('publicSite.illustrations.hero')} width={520} height={380}>
      <rect width="520" height="380" rx="28" className={classes.backdrop} />
      <path d="M110 300 C190 190 250 300 300 200 S400 150 430 250" className={classes.route} />
      {/* Ship */}
      <rect x="56" y="258" width="28" height="22" rx="3" className={classes.accent} />
      <rect x="88" y="258" width="28" height="22" rx="3" className={classes.success} />
      <rect x="120" y="258" width="28" height="22" rx="3" className={classes.primarySoft} />
      <rect x="152" y="240" width="22" height="40" rx="3" className={classes.ink} />
      <path d="M40 282 H196 L180 316 H58 Z" className={classes.primary} />
      <path d="M36 334 q12 -8 24 0 t24 0 t24 0 t24 0 t24 0 t24 0 t24 0" className={classes.water} />
      {/* Plane */}
      <g transform="translate(262 118) rotate(-14)">
        <path d="M40 -5 L66 -46 H78 L64 -5 Z" className={classes.primary} />
        <path d="M40 5 L66 46 H78 L64 5 Z" className={classes.primarySoft} />
        <rect x="0" y="-8" width="104" height="16" rx="8" className={classes.primary} />
        <path d="M6 -4 L-2 -26 H10 L20 -4 Z" className={classes.primary} />
      </g>
      {/* Truck */}
      <rect x="356" y="252" width="96" height="48" rx="6" className={classes.panel} />
      <rect x="370" y="266" width="52" height="8" rx="4" className={classes.muted} />
      <path d="M456 262 H482 L500 284 V300 H456 Z" className={classes.primary} />
      <path d="M464 268 H479 L490 282 H464 Z" className={classes.primarySoft} />
      <circle cx="378" cy="304" r="10" className={classes.ink} />
      <circle cx="430" cy="304" r="10" className={classes.ink} />
      <circle cx="480" cy="304" r="10" className={classes.ink} />
      {/* Milestone card */}
      <rect x="36" y="36" width="208" height="112" rx="14" className={classes.panel} />
      <rect x="56" y="58" width="96" height="12" rx="6" className={classes.ink} />
      <rect x="56" y="82" width="150" height="8" rx="4" className={classes.muted} />
      <rect x="56" y="116" width="150" height="10" rx="5" className={classes.muted} />
      <rect x="56" y="116" width="104" height="10" rx="5" className={classes.success} />
      <circle cx="214" cy="64" r="14" className={classes.success} />
      <path d="M207 64 l5 5 l9 -10" className={classes.onColor} />
      {/* Alert badge */}
      <circle cx="448" cy="72" r="26" className={classes.accent} />
      <path d="M448 58 v16 M448 84 v1" className={classes.onColor} />
    </IllustrationFrame>
  );
}
