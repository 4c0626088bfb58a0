import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The shell's first focusable element: 'Skip to content', hidden until the keyboard reaches it,
 * then it takes the focus past the top bar and the sidebar to the screen itself. It moves the
 * focus itself rather than changing the URL's hash, which the router would treat as navigation.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const handleClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.link} onClick={handleClick}>
      {t('shell.skipToContent')}
    </a>
  );
}
