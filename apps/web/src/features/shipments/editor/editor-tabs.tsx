import { Tabs } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { DetailsHistoryTabList } from '#ui/history/details-history-tabs.tsx';
import { shipmentCollection } from '#data/common/shipment-collection.ts';
import { MilestoneHistoryContext } from '../form/milestone-history-context.ts';
import type { EditorState } from './editor-state.ts';
import { ShipmentHistoryTab } from './shipment-history-tab.tsx';
import classes from './shipment-editor.module.css';

export type EditorTabsProps = {
  state: EditorState;
  /** The shipment's version on the server (the editor's own while none is known). */
  version: string;
  isDirty: boolean;
  readOnly: boolean;
  /** Actions on the saved shipment, at the end of its tabs' row (Share tracking). */
  actions?: ReactNode;
  /** The form. */
  children: ReactNode;
};

type Tab = 'details' | 'history';

// Without a tab list (a new shipment) the form's panel is no tab panel, named by no tab.
const NO_TAB = { role: undefined, 'aria-labelledby': undefined };

/**
 * The form, and for a saved shipment a History tab beside it (its milestones then offer their
 * estimates' history too) and its actions at the end of the tabs' row. The form stays mounted
 * on the other tab, edits and all; the history is read when its tab is opened. A new shipment
 * has the form alone, in the same place, so it stays the same form once saved.
 */
export function EditorTabs({
  state,
  version,
  isDirty,
  readOnly,
  actions,
  children,
}: EditorTabsProps) {
  const [tab, setTab] = useState<Tab>('details');
  const isSaved = !state.isNew;
  const { mode, id } = state;
  // One value while typing: the milestones' history buttons re-render only when it changes.
  const target = useMemo(
    () => (isSaved ? { collection: shipmentCollection(mode), recordId: id, version } : null),
    [isSaved, mode, id, version],
  );
  return (
    <Tabs
      value={tab}
      onChange={(value) => setTab(value === 'history' ? 'history' : 'details')}
      keepMounted={false}
      className={classes.tabs}
    >
      {isSaved && <DetailsHistoryTabList />}
      {isSaved && actions && <div className={classes.tabActions}>{actions}</div>}
      <Tabs.Panel value="details" keepMounted {...(isSaved ? {} : NO_TAB)}>
        <MilestoneHistoryContext.Provider value={target}>
          {children}
        </MilestoneHistoryContext.Provider>
      </Tabs.Panel>
      {isSaved && (
        <Tabs.Panel value="history">
          <ShipmentHistoryTab
            mode={state.mode}
            company={state.company}
            shipmentId={state.id}
            version={version}
            readOnly={readOnly}
            hasUnsavedChanges={isDirty}
          />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
