import { useEffect, useRef } from 'react';
import { forgetUnsentChange, keepUnsentChange } from '#data/sync/unsent-changes.ts';
import { onPageLeaving } from '#lib/page-leaving.ts';
import { onSessionEnd } from '#lib/session-end.ts';
import type { EditorState } from './editor-state.ts';
import type { ShipmentValue } from './shipment-value.ts';
import { unsavedShipmentChange } from './unsaved-shipment-change.ts';
import type { EditorUser } from './use-editor-user.ts';

export type KeepUnsavedEditsInput = {
  state: EditorState;
  user: EditorUser | null;
  /** False for demo data kept in this browser, which never reaches the server. */
  enabled: boolean;
};

/**
 * What was typed and not saved is not lost when the session ends (sign-out here or in another
 * tab, taken over elsewhere) or the page goes (tab closed after the browser's question, reload):
 * it is kept as a queued change for the same user, replayed at their next start in this browser
 * with the usual conflict check (decision 036). The editor's lock goes meanwhile, so colleagues
 * are not kept waiting for it.
 */
export function useKeepUnsavedEdits({ state, user, enabled }: KeepUnsavedEditsInput): void {
  const latest = useRef({ state, user, enabled });
  useEffect(() => {
    latest.current = { state, user, enabled };
  });

  useEffect(() => {
    let kept: { draft: ShipmentValue; userId: string; key: string; queued: boolean } | null = null;
    const takeBack = () => {
      if (kept && !kept.queued) forgetUnsentChange(kept.userId, kept.key);
      kept = null;
    };
    const keep = (adoptNow: boolean, endingUserId?: string) => {
      const { state: current, user: editor, enabled: isEnabled } = latest.current;
      if (!isEnabled || !editor) return;
      const userId = editor.author.id;
      // Another user's session ending (a previous identity of this tab) is not ours to keep.
      if (endingUserId !== undefined && endingUserId !== userId) return;
      // Heard twice for one ending (sign-out first asks, then the session goes): kept once.
      if (kept?.draft === current.draft) return;
      const change = unsavedShipmentChange(current, editor.author, new Date());
      if (!change) return;
      // A newer draft replaces one kept earlier and not yet queued (two changes from the same
      // base would clash with each other on replay).
      takeBack();
      const key = keepUnsentChange(userId, change, { adoptNow });
      kept = { draft: current.draft, userId, key, queued: adoptNow };
    };
    const stopListening = onSessionEnd((userId) => keep(true, userId));
    // Kept where the page can still write it; taken back if the page stays after all.
    const stopLeaving = onPageLeaving({
      leaving: () => keep(false),
      stayed: takeBack,
    });
    return () => {
      stopListening();
      stopLeaving();
    };
  }, []);
}
