import { memo, type ReactNode } from 'react';

// One object, so a re-render never hands React a "new" inner HTML to write.
const KEEP_RENDERED_HTML = { __html: '' } as const;

/** The page's own content (everything between header and footer). */
export function PageContent({ children }: { children: ReactNode }) {
  return <div data-page-content="">{children}</div>;
}

/**
 * The page's content as the build rendered it, left as it is: it is static (text, images,
 * plain links), so hydration skips it and its code and texts never reach the browser
 * (docs/decisions/014). React leaves the children of an element with inner HTML alone when
 * hydrating; the warning it would give about the empty string is expected.
 */
export const PrerenderedPageContent = memo(function PrerenderedPageContent() {
  return (
    <div
      data-page-content=""
      suppressHydrationWarning
      dangerouslySetInnerHTML={KEEP_RENDERED_HTML}
    />
  );
});
