import { useTranslation } from 'react-i18next';
import { IllustrationFrame } from './illustration-frame.tsx';
import classes from './illustration.module.css';

const BARS = [
  { x: 292, height: 48 },
  { x: 320, height: 76 },
  { x: 348, height: 60 },
  { x: 376, height: 96 },
];

/** Custom software: a web application window with components, a chart and code brackets. */
export function CustomSoftwareIllustration() {
  const { t } = useTranslation();
  return (
    <IllustrationFrame
      label={t('publicSite.illustrations.software-a-medida')}
      width={480}
      height={320}
    >
      <rect width="480" height="320" rx="24" className={classes.backdrop} />
      <rect x="32" y="32" width="416" height="256" rx="14" className={classes.panel} />
      <circle cx="54" cy="54" r="6" className={classes.accent} />
      <circle cx="74" cy="54" r="6" className={classes.muted} />
      <circle cx="94" cy="54" r="6" className={classes.success} />
      <rect x="120" y="46" width="220" height="16" rx="8" className={classes.muted} />
      <path d="M33 76 H447" className={classes.line} />
      {/* Cards */}
      <rect x="56" y="100" width="192" height="64" rx="10" className={classes.primarySoft} />
      <rect x="72" y="118" width="96" height="10" rx="5" className={classes.primary} />
      <rect x="72" y="138" width="140" height="8" rx="4" className={classes.ink} />
      <rect x="56" y="180" width="192" height="84" rx="10" className={classes.panel} />
      <rect x="72" y="198" width="120" height="8" rx="4" className={classes.ink} />
      <rect x="72" y="216" width="150" height="7" rx="3.5" className={classes.muted} />
      <rect x="72" y="234" width="80" height="18" rx="9" className={classes.primary} />
      {/* Chart */}
      <path d="M280 248 H412" className={classes.line} />
      {BARS.map(({ x, height }) => (
        <rect
          key={x}
          x={x}
          y={244 - height}
          width="20"
          height={height}
          rx="4"
          className={classes.primary}
        />
      ))}
      {/* Code badge */}
      <circle cx="392" cy="116" r="30" className={classes.accent} />
      <path d="M382 104 l-12 12 l12 12 M402 104 l12 12 l-12 12" className={classes.onColor} />
    </IllustrationFrame>
  );
}
