/** What the watch reads of the SDK's realtime client (`pb.realtime`). */
export type RealtimeLink = { readonly isConnected: boolean };

export type RealtimeLinkHandlers = {
  /** The link was up and is not any more: the server may have gone away. */
  onDrop: () => void;
  /** The link is up again after a drop: the server answered. */
  onBack: () => void;
};

/** How often the link's state is read: the offline badge follows a drop within about this. */
export const REALTIME_LINK_CHECK_MS = 1000;

/**
 * Follows the realtime link (the SDK's event stream) and reports when it drops and when it is
 * back, so the sync status can follow the server even while nothing else asks it (a screen that
 * only shows a list). The SDK 0.21 has no disconnect event, but its public `isConnected` turns
 * false as soon as the stream fails and stays false while it reconnects; reading it once a
 * second costs nothing. A link that was never up is no drop (the first connection is the
 * screens' business), and a link closed on purpose (no subscriptions left) is reported too: the
 * caller only checks the server then, which says nothing when it answers.
 */
export function watchRealtimeLink(
  link: RealtimeLink,
  handlers: RealtimeLinkHandlers,
  intervalMs = REALTIME_LINK_CHECK_MS,
): () => void {
  let wasConnected = link.isConnected;
  let hasDropped = false;
  const timer = setInterval(() => {
    const isConnected = link.isConnected;
    if (isConnected === wasConnected) return;
    wasConnected = isConnected;
    if (!isConnected) {
      hasDropped = true;
      handlers.onDrop();
    } else if (hasDropped) {
      hasDropped = false;
      handlers.onBack();
    }
  }, intervalMs);
  return () => clearInterval(timer);
}
