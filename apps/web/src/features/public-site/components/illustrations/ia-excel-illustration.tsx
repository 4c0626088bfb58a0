import { useTranslation } from 'react-i18next';
import { IllustrationFrame } from './illustration-frame.tsx';
import classes from './illustration.module.css';

const COLUMNS = [60, 150, 240, 330];
const ROWS = [104, 140, 176, 212, 248];

/** Excel with AI: a spreadsheet whose last column is being filled in, with a spark. */
export function IaExcelIllustration() {
  const { t } = useTranslation();
  return (
    <IllustrationFrame label={t('publicSite.illustrations.ia-excel')} width={480} height={320}>
      <rect width="480" height="320" rx="24" className={classes.backdrop} />
      <rect x="40" y="40" width="380" height="244" rx="12" className={classes.panel} />
      <rect x="41" y="41" width="378" height="44" rx="11" className={classes.primarySoft} />
      {COLUMNS.map((x) => (
        <rect key={x} x={x} y="58" width="56" height="10" rx="5" className={classes.primary} />
      ))}
      {ROWS.map((y, row) =>
        COLUMNS.map((x, column) => {
          const isFilled = column < 3 || row < 3;
          const tone = column === 3 ? classes.success : classes.muted;
          return isFilled ? (
            <rect
              key={`${x}-${y}`}
              x={x}
              y={y}
              width={column === 0 ? 64 : 48}
              height="10"
              rx="5"
              className={tone}
            />
          ) : null;
        }),
      )}
      <rect x="322" y="200" width="84" height="26" rx="6" className={classes.line} />
      <path
        d="M44 122 H416 M44 158 H416 M44 194 H416 M44 230 H416"
        className={classes.line}
        opacity="0.45"
      />
      {/* Spark */}
      <path
        d="M420 20 C424 44 432 52 456 56 C432 60 424 68 420 92 C416 68 408 60 384 56 C408 52 416 44 420 20 Z"
        className={classes.accent}
      />
      <path
        d="M372 240 C374 252 378 256 390 258 C378 260 374 264 372 276 C370 264 366 260 354 258 C366 256 370 252 372 240 Z"
        className={classes.accent}
      />
    </IllustrationFrame>
  );
}
