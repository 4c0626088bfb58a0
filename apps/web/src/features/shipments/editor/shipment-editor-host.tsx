import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isMilestoneKey, type ShipmentMode } from '@rumbo/domain';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSearchParamsWriter } from '#lib/use-search-params-writer.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { DrawerEscapeProvider, useDrawerEscapeHolds } from '#ui/drawer-escape.ts';
import { ShipmentEditor } from './shipment-editor.tsx';
import { useLeaveGuard } from './use-leave-guard.ts';

export type ShipmentEditorHostProps = { mode: ShipmentMode };

// SPEC §9: the mobile breakpoint; at or below it the editor takes the whole screen.
const COMPACT_QUERY = '(max-width: 860px)';

// Beside the sidebar, never over it: its Recent shipments (and their close buttons, SPEC §2)
// stay in reach while a shipment is edited. The shell's AppShell publishes its sizes as these
// variables; without a sidebar (phones) they are unset and the editor takes the whole screen.
const NAVBAR = 'var(--app-shell-navbar-offset, 0px)';
const HEADER = 'var(--app-shell-header-offset, 0px)';
const DESKTOP_SIZE = `min(1180px, calc(100vw - ${NAVBAR}))`;
const OVERLAY_BESIDE_SIDEBAR = {
  clipPath: `polygon(0 0, 100% 0, 100% 100%, ${NAVBAR} 100%, ${NAVBAR} ${HEADER}, 0 ${HEADER})`,
};

/**
 * The shipment editor of a mode's screen, driven by the URL (the contract between list and
 * editor): `?open=new` starts a new shipment, `?open={id}` opens one, `&milestone={key}`
 * highlights that milestone's actual date. Closing removes both parameters, asking first when
 * there are unsaved changes (SPEC §2's texts, shared with the sidebar). The sidebar stays in
 * reach beside it; leaving for another screen or shipment asks the same question.
 */
export function ShipmentEditorHost({ mode }: ShipmentEditorHostProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // From the URL as the router has it now: a search written meanwhile is kept (decision 040).
  const setParams = useSearchParamsWriter();
  const open = params.get('open');
  const milestone = params.get('milestone');
  const isCompact = useMediaQuery(COMPACT_QUERY) ?? false;
  const isDirty = useRef(false);
  // The editor a new shipment was saved in stays the same editor under its id (no remount).
  const [continued, setContinued] = useState<{ open: string; key: string } | null>(null);
  const editorKey = open !== null && continued?.open === open ? continued.key : `${mode}:${open}`;

  const close = () => {
    isDirty.current = false;
    setParams((current) => withoutEditorParams(current));
  };
  const confirmClose = useCallback(
    () =>
      confirmAction({
        message: t('shell.unsavedChanges'),
        confirmLabel: t('shell.closeWithoutSaving'),
        cancelLabel: t('shell.keepEditing'),
        destructive: true,
      }),
    [t],
  );
  const requestClose = async () => {
    if (isDirty.current && !(await confirmClose())) return;
    close();
  };
  const escape = useDrawerEscapeHolds();
  const movedTo = useRef<string | null>(null);
  useLeaveGuard({ isDirty, confirmClose, movedTo });
  // A new shipment just saved, or a shipment found again under another id: the URL follows.
  const showSaved = (id: string) => {
    movedTo.current = id;
    setContinued({ open: id, key: editorKey });
    setParams((current) => withOpen(current, id), { replace: true });
  };

  return (
    <Drawer.Root
      opened={open !== null}
      onClose={() => void requestClose()}
      position="right"
      size={isCompact ? '100%' : DESKTOP_SIZE}
      padding={isCompact ? 'sm' : 'lg'}
      // Escape and the overlay ask first through requestClose; inside the confirmation they
      // belong to the dialog, and so does Escape in a dialog opened over the editor.
      closeOnEscape={!escape.isHeld}
      closeOnClickOutside
    >
      <Drawer.Overlay style={isCompact ? undefined : OVERLAY_BESIDE_SIDEBAR} />
      <Drawer.Content>
        {open !== null && (
          <DrawerEscapeProvider value={escape.hold}>
            <ShipmentEditor
              key={editorKey}
              mode={mode}
              open={open}
              highlightMilestone={isMilestoneKey(milestone) ? milestone : null}
              onDirtyChange={(dirty) => {
                isDirty.current = dirty;
              }}
              onRequestClose={() => void requestClose()}
              onSavedAs={showSaved}
            />
          </DrawerEscapeProvider>
        )}
      </Drawer.Content>
    </Drawer.Root>
  );
}

function withoutEditorParams(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('open');
  next.delete('milestone');
  return next;
}

function withOpen(current: URLSearchParams, id: string): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('open', id);
  next.delete('milestone');
  return next;
}
