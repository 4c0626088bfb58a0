import { Alert, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { renderPdfPages } from './render-pdf-pages.ts';

export type PdfPreviewProps = {
  /** The PDF to show; every page is drawn, as wide as the preview. */
  pdf: Blob;
  /** Names the preview for screen readers ("Preview of the arrival notice"). */
  label: string;
  /** Said in place of the pages when they cannot be drawn. */
  failedText: string;
};

/**
 * A PDF drawn page by page into the app itself with pdf.js (loaded on first use), so it shows on
 * phones too, where a browser's own PDF viewer does not open inside a page.
 */
export function PdfPreview({ pdf, label, failedText }: PdfPreviewProps) {
  const host = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<{ pdf: Blob; pages: number } | { pdf: Blob; failed: true }>();
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const controller = new AbortController();
    renderPdfPages(pdf, element, controller.signal).then(
      (pages) => {
        if (!controller.signal.aborted) setDrawn({ pdf, pages });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('The PDF preview could not be drawn.', error);
        setDrawn({ pdf, failed: true });
      },
    );
    return () => controller.abort();
  }, [pdf]);
  const current = drawn?.pdf === pdf ? drawn : undefined;
  return (
    <>
      {current && 'failed' in current && (
        <Alert color="red" role="alert">
          {failedText}
        </Alert>
      )}
      <Stack
        ref={host}
        gap="sm"
        role="img"
        aria-label={label}
        data-pages={current && 'pages' in current ? current.pages : undefined}
        style={{ width: '100%' }}
      />
    </>
  );
}
