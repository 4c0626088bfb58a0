import type { MilestoneKey, ShipmentMode } from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newRecordId } from '#data/common/record-id.ts';
import { nextCodeFor } from '#data/shipments/next-code.ts';
import { CompanyStep } from './company-step.tsx';
import { EditorBody } from './editor-body.tsx';
import { EditorMessage } from './editor-message.tsx';
import { newEditorState, openedEditorState, type EditorState } from './editor-state.ts';
import { newShipmentValue } from './new-shipment-value.ts';
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

/**
 * One shipment in the editor: a new one, or an existing one once it is loaded. A new shipment
 * stays in the same editor once saved (the URL then names its id): the lock, the edits typed
 * while the save was on its way and the documents picked meanwhile all carry on.
 */
export function ShipmentEditor(props: ShipmentEditorProps) {
  const [startedNew] = useState(props.open === 'new');
  return startedNew ? <NewShipmentEditor {...props} /> : <OpenedShipmentEditor {...props} />;
}

function NewShipmentEditor(props: ShipmentEditorProps) {
  const { t } = useTranslation();
  const { mode } = props;
  const user = useEditorUser();
  // The lists hold the user's company, or every company for a platform admin (null).
  const listedCompanyId = user?.companyId ?? null;
  const [chosenCompanyId, setChosenCompanyId] = useState<string | null>(null);
  const companyId = listedCompanyId ?? chosenCompanyId;
  const [id] = useState(newRecordId);
  const [initial, setInitial] = useState<EditorState | null>(null);
  // The next code of the company's sequence, asked of the server when the editor opens (offline:
  // from the codes this browser holds; the server's unique index sends a save on to a free one).
  const nextCode = useQuery({
    queryKey: ['shipment-next-code', mode, companyId] as const,
    queryFn: () => nextCodeFor({ mode, companyId: companyId ?? '' }),
    enabled: companyId !== null && !initial,
    staleTime: 0,
    gcTime: 0,
    // Offline the codes this browser holds answer: the query must run then too.
    networkMode: 'always',
  });
  const isSaved = props.open !== 'new';
  const saved = useOpenedShipment(mode, props.open, { enabled: isSaved });
  if (!initial) {
    if (user && !companyId)
      return <CompanyStep onChoose={setChosenCompanyId} onClose={props.onRequestClose} />;
    if (nextCode.isError)
      return (
        <EditorMessage
          kind="error"
          text={t('shipmentEditor.loadFailed')}
          onClose={props.onRequestClose}
        />
      );
    if (nextCode.data === undefined)
      return <EditorMessage kind="loading" onClose={props.onRequestClose} />;
    setInitial(
      newEditorState({
        mode,
        id,
        company: companyId ?? '',
        value: newShipmentValue(mode, nextCode.data),
      }),
    );
    return null;
  }
  const fresh = isSaved && saved.status === 'ready' ? saved.record : null;
  return <EditorBody {...props} initial={initial} fresh={fresh} />;
}

function OpenedShipmentEditor(props: ShipmentEditorProps) {
  const { t } = useTranslation();
  const opened = useOpenedShipment(props.mode, props.open);
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
