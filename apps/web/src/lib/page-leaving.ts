/** A page that asked "leave?" and is still here this long after has stayed. */
export const STAYED_AFTER_MS = 3000;

export type PageLeavingHandlers = {
  /**
   * The page is going (tab closed, reload, another site): called at `beforeunload`, the first
   * sign, and again at `pagehide`, so it must do its work once however often it is called.
   */
  leaving: () => void;
  /**
   * Leaving was called off (the user stayed at the browser's question) or the page is back
   * from the browser's page cache: undo what `leaving` did. Never called for a page that asked
   * nothing: such a page is going, however long its tab takes to close on a busy machine.
   */
  stayed: () => void;
};

/**
 * Runs last-moment work when the page goes (decision 036). `pagehide` alone is not enough: on a
 * busy machine a closing tab is sometimes torn down right after it, and a request started or
 * a localStorage write made there never gets out; `beforeunload` comes earlier and leaves time.
 * But a `beforeunload` that asked the question (a listener called `preventDefault`) may be
 * called off: then `stayed` undoes it, once the page has shown it is still here (a timer that
 * cannot run in a page that is gone). Without the question nothing can call it off, and a tab
 * slow to close must not take back what it gave (a shipment's lock taken again as it closes).
 * Returns the stop function.
 */
export function onPageLeaving({ leaving, stayed }: PageLeavingHandlers): () => void {
  let stayTimer: ReturnType<typeof setTimeout> | undefined;
  const handleBeforeUnload = (event: BeforeUnloadEvent) => {
    leaving();
    clearTimeout(stayTimer);
    // Read when the timer runs: by then every listener has had the event.
    stayTimer = setTimeout(() => {
      if (event.defaultPrevented) stayed();
    }, STAYED_AFTER_MS);
  };
  const handlePageHide = () => {
    clearTimeout(stayTimer);
    leaving();
  };
  const handlePageShow = (event: PageTransitionEvent) => {
    if (event.persisted) stayed();
  };
  window.addEventListener('beforeunload', handleBeforeUnload);
  window.addEventListener('pagehide', handlePageHide);
  window.addEventListener('pageshow', handlePageShow);
  return () => {
    clearTimeout(stayTimer);
    window.removeEventListener('beforeunload', handleBeforeUnload);
    window.removeEventListener('pagehide', handlePageHide);
    window.removeEventListener('pageshow', handlePageShow);
  };
}
