import { Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { renderPdfPages } from './render-pdf-pages.ts';

export type PdfPreviewProps = {
  /** The PDF to show; every page is drawn, as wide as the preview. */
  pdf: Blob;
  /** Names the preview for screen readers ("Preview of the arrival notice"). */
  label: string;
  onRendered?: (pages: number) => void;
  onError?: (error: unknown) => void;
};

/**
 * A PDF drawn page by page into the app itself with pdf.js (loaded on first use), so it shows on
 * phones too, where a browser's own PDF viewer does not open inside a page.
 */
export function PdfPreview({ pdf, label, onRendered, onError }: PdfPreviewProps) {
  const host = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState(0);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const controller = new AbortController();
    renderPdfPages(pdf, element, controller.signal)
      .then((count) => {
        if (controller.signal.aborted) return;
        setPages(count);
        onRendered?.(count);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) onError?.(error);
      });
    return () => controller.abort();
    // Drawn again only for another PDF; the callbacks are read when it settles.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pdf]);
  return (
    <Stack
      ref={host}
      gap="sm"
      role="img"
      aria-label={label}
      data-pages={pages || undefined}
      style={{ width: '100%' }}
    />
  );
}
