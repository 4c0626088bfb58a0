import type { MilestoneKey, ShipmentMode } from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newRecordId } from '#data/record-id.ts';
import { shipmentsQuery } from '#data/shipments/shipments-query.ts';
import { EditorBody } from './editor-body.tsx';
import { EditorMessage } from './editor-message.tsx';
import { newEditorState, openedEditorState } from './editor-state.ts';
import { newShipmentValue, nextCodeAfter } from './new-shipment-value.ts';
import { useEditorUser } from './use-editor-user.ts';
import { useOpenedShipment } from './use-opened-shipment.ts';

export type ShipmentEditorProps = {
  mode: ShipmentMode;
  /** `new`, or the id of the shipment to open. */
  open: string;
  highlightMilestone: MilestoneKey | null;
  onDirtyChange: (dirty: boolean) => void;
  onRequestClose: () => void;
  onSavedAs: (id: string) => void;
};

/** One shipment in the editor: a new one, or an existing one once it is loaded. */
export function ShipmentEditor(props: ShipmentEditorProps) {
  return props.open === 'new' ? (
    <NewShipmentEditor {...props} />
  ) : (
    <OpenedShipmentEditor {...props} />
  );
}

function NewShipmentEditor(props: ShipmentEditorProps) {
  const { mode } = props;
  const user = useEditorUser();
  const [id] = useState(newRecordId);
  const list = useQuery(shipmentsQuery(mode, user?.companyId ?? null));
  // The next code follows every code the company has; offline with nothing kept it starts the
  // year's sequence and the server's unique index sends the save on to a free code.
  if (list.isPending) return <EditorMessage kind="loading" onClose={props.onRequestClose} />;
  const code = nextCodeAfter(
    mode,
    (list.data ?? []).map((shipment) => shipment.shipmentCode),
  );
  const initial = newEditorState({
    mode,
    id,
    company: user?.companyId ?? '',
    value: newShipmentValue(mode, code),
  });
  return <EditorBody {...props} initial={initial} fresh={null} />;
}

function OpenedShipmentEditor(props: ShipmentEditorProps) {
  const { t } = useTranslation();
  const user = useEditorUser();
  const opened = useOpenedShipment(props.mode, props.open, user?.companyId ?? null);
  const [initial, setInitial] = useState<ReturnType<typeof openedEditorState> | null>(null);
  if (opened.status === 'ready' && !initial)
    setInitial(openedEditorState(props.mode, opened.record));
  if (initial) {
    const fresh = opened.status === 'ready' ? opened.record : null;
    return <EditorBody {...props} initial={initial} fresh={fresh} />;
  }
  if (opened.status === 'missing')
    return (
      <EditorMessage
        kind="missing"
        text={t('shipmentEditor.missing')}
        onClose={props.onRequestClose}
      />
    );
  if (opened.status === 'error')
    return (
      <EditorMessage
        kind="error"
        text={t('shipmentEditor.loadFailed')}
        onClose={props.onRequestClose}
      />
    );
  return <EditorMessage kind="loading" onClose={props.onRequestClose} />;
}
