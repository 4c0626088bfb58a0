import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isMilestoneKey, type ShipmentMode } from '@rumbo/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSearchParamsWriter } from '#lib/use-search-params-writer.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { ShipmentEditor } from './shipment-editor.tsx';

export type ShipmentEditorHostProps = { mode: ShipmentMode };

// SPEC §9: the mobile breakpoint; at or below it the editor takes the whole screen.
const COMPACT_QUERY = '(max-width: 860px)';

/**
 * The shipment editor of a mode's screen, driven by the URL (the contract between list and
 * editor): `?open=new` starts a new shipment, `?open={id}` opens one, `&milestone={key}`
 * highlights that milestone's actual date. Closing removes both parameters, asking first when
 * there are unsaved changes (SPEC §2's texts, shared with the sidebar).
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
  const requestClose = async () => {
    if (isDirty.current) {
      const confirmed = await confirmAction({
        message: t('shell.unsavedChanges'),
        confirmLabel: t('shell.closeWithoutSaving'),
        cancelLabel: t('shell.keepEditing'),
        destructive: true,
      });
      if (!confirmed) return;
    }
    close();
  };
  // A new shipment just saved, or a shipment found again under another id: the URL follows.
  const showSaved = (id: string) => {
    setContinued({ open: id, key: editorKey });
    setParams((current) => withOpen(current, id), { replace: true });
  };

  return (
    <Drawer.Root
      opened={open !== null}
      onClose={() => void requestClose()}
      position="right"
      size={isCompact ? '100%' : 'min(1180px, 94vw)'}
      padding={isCompact ? 'sm' : 'lg'}
      // Escape and the overlay ask first through requestClose; inside the confirmation they
      // belong to the dialog.
      closeOnEscape
      closeOnClickOutside
    >
      <Drawer.Overlay />
      <Drawer.Content>
        {open !== null && (
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
