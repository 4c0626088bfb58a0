import type { ShipmentMode } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { shipmentCollection } from '#data/common/shipment-collection.ts';
import { useRecordHistory } from '#data/history/use-record-history.ts';
import { RecordHistoryPanel } from '#ui/history/record-history-panel.tsx';
import { useValueLabel, type ValueGroup } from '#lib/use-value-label.ts';
import { conflictFieldLabel } from './conflict-field-label.ts';
import { partyValueLabel } from './party-value-label.ts';
import { usePartnerOptions } from './use-partner-options.ts';

export type ShipmentHistoryTabProps = {
  mode: ShipmentMode;
  /** The shipment's company: its partners name the ones the shipment's e-mail goes to. */
  company: string;
  shipmentId: string;
  /** The shipment's version on the server: the history is read again when it moves. */
  version: string;
  /** Someone else holds the lock: nothing is written, undo included. */
  readOnly: boolean;
  hasUnsavedChanges: boolean;
};

// Where each JSON list's item fields are labelled in the catalogue (the form's, by default).
const ITEM_GROUPS: Readonly<Record<string, string>> = {
  containersList: 'shipmentForm.containers',
  lclItems: 'shipmentForm.lclItems',
  uldsList: 'shipmentForm.ulds',
  looseItems: 'shipmentForm.looseItems',
  costControlRows: 'shipmentForm.costs',
  itinerary: 'shipmentForm.itinerary',
  parties: 'shipmentEditor.emailParties',
};

// Fields whose stored words the form names in the chosen language (`shipmentForm.options.…`).
const VALUE_GROUPS: Readonly<Record<string, ValueGroup>> = {
  status: 'statuses',
  operationalStatus: 'statuses',
  financialStatus: 'financialStatuses',
  priority: 'priorities',
  freightTerms: 'freightTerms',
  direction: 'directions',
};

/** The History tab of a saved shipment: its changes in the form's own labels, and undo. */
export function ShipmentHistoryTab(props: ShipmentHistoryTabProps) {
  const translation = useTranslation();
  const named = useValueLabel();
  const partners = usePartnerOptions(props.company || null);
  const history = useRecordHistory({
    collection: shipmentCollection(props.mode),
    recordId: props.shipmentId,
    version: props.version,
  });
  const memberLabel = (field: string, member: string) => {
    const key = `${ITEM_GROUPS[field] ?? `shipmentForm.${field}`}.${member}`;
    // Looked up untyped: the key is built from stored names and checked with `exists` first.
    const translate = translation.t as unknown as (key: string) => string;
    return translation.i18n.exists(key) ? translate(key) : member;
  };
  return (
    <RecordHistoryPanel
      history={history}
      fieldLabel={(field) => conflictFieldLabel(translation, props.mode, field)}
      memberLabel={memberLabel}
      valueLabel={(field, value) => {
        const party = partyValueLabel(translation.t, partners, field, value);
        if (party !== undefined) return party;
        const group = VALUE_GROUPS[field];
        return group && typeof value === 'string' ? named(group, value) : undefined;
      }}
      canUndo={!props.readOnly}
      hasUnsavedChanges={props.hasUnsavedChanges}
    />
  );
}
