import { useTranslation } from 'react-i18next';
import { IllustrationFrame } from './illustration-frame.tsx';
import classes from './illustration.module.css';

/** Automation: an email goes through a process and comes out as a finished document. */
export function AutomationIllustration() {
  const { t } = useTranslation();
  return (
    <IllustrationFrame
      label={t('publicSite.illustrations.automatizacion')}
      width={480}
      height={320}
    >
      <rect width="480" height="320" rx="24" className={classes.backdrop} />
      <path d="M142 160 H196 M284 160 H338" className={classes.route} />
      <path d="M186 150 l12 10 l-12 10 M328 150 l12 10 l-12 10" className={classes.line} />
      {/* Email */}
      <rect x="36" y="112" width="104" height="96" rx="12" className={classes.panel} />
      <path d="M52 132 L88 164 L124 132" className={classes.line} />
      <rect x="52" y="180" width="56" height="8" rx="4" className={classes.muted} />
      {/* Process */}
      <circle cx="240" cy="160" r="46" className={classes.primary} />
      <circle cx="240" cy="160" r="20" className={classes.primarySoft} />
      {[0, 60, 120, 180, 240, 300].map((angle) => (
        <rect
          key={angle}
          x="233"
          y="100"
          width="14"
          height="18"
          rx="4"
          className={classes.primary}
          transform={`rotate(${angle} 240 160)`}
        />
      ))}
      {/* Document */}
      <path d="M344 96 H412 L440 124 V228 H344 Z" className={classes.panel} />
      <rect x="360" y="136" width="60" height="8" rx="4" className={classes.ink} />
      <rect x="360" y="156" width="64" height="7" rx="3.5" className={classes.muted} />
      <rect x="360" y="174" width="48" height="7" rx="3.5" className={classes.muted} />
      <circle cx="420" cy="224" r="22" className={classes.success} />
      <path d="M410 224 l7 7 l12 -13" className={classes.onColor} />
      {/* Clock: scheduled */}
      <circle cx="240" cy="262" r="18" className={classes.accent} />
      <path d="M240 252 v10 h8" className={classes.onColor} />
    </IllustrationFrame>
  );
}
