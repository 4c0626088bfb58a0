/**
 * Draws every page of `pdf` as a canvas inside `host` (replacing what it held), each as wide as
 * the host, sharp on high-density screens; resolves with the page count. pdf.js and its worker
 * are fetched on first use only: a large library no other screen needs.
 */
export async function renderPdfPages(
  pdf: Blob,
  host: HTMLElement,
  signal: AbortSignal,
): Promise<number> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const document = await pdfjs.getDocument({ data: new Uint8Array(await pdf.arrayBuffer()) })
    .promise;
  try {
    const canvases: HTMLCanvasElement[] = [];
    const width = Math.max(280, host.clientWidth);
    const density = Math.min(2, window.devicePixelRatio || 1);
    for (let number = 1; number <= document.numPages; number += 1) {
      if (signal.aborted) break;
      const page = await document.getPage(number);
      const viewport = page.getViewport({
        scale: (width / page.getViewport({ scale: 1 }).width) * density,
      });
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = '100%';
      canvas.style.border = '1px solid var(--mantine-color-default-border)';
      canvas.dataset.page = String(number);
      await page.render({ canvas, viewport }).promise;
      canvases.push(canvas);
    }
    if (!signal.aborted) host.replaceChildren(...canvases);
    return document.numPages;
  } finally {
    await document.destroy();
  }
}
