import { Stack } from '@mantine/core';
import type { MilestoneKey, ShipmentMode } from '@rumbo/domain';
import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShipmentBillingContext, type ShipmentBillingTarget } from './billing-context.ts';
import { BillingSection } from './billing-section.tsx';
import { ActivitiesSection } from './activities-section.tsx';
import { CargoSection } from './cargo-section.tsx';
import { CommentsSection } from './comments-section.tsx';
import { CostsSection } from './costs-section.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { GeneralSection } from './general-section.tsx';
import { ItinerarySection } from './itinerary-section.tsx';
import { PartiesSection } from './parties-section.tsx';
import { RoutingSection } from './routing-section.tsx';
import classes from './shipment-form.module.css';
import { ShipmentFormContext } from './shipment-form-context.ts';
import { createShipmentFormStore } from './shipment-form-store.ts';

export type ShipmentFormProps = {
  mode: ShipmentMode;
  /** The flat shipment (record fields, ISO dates). */
  value: Record<string, unknown>;
  /** Receives the whole next value on every change. */
  onChange: (next: Record<string, unknown>) => void;
  /**
   * The field paths whose input shows an entry it could not write (a negative weight, a 5-digit
   * year): the host keeps the shipment from being saved until they are corrected.
   */
  onEntryProblemsChange?: (paths: readonly string[]) => void;
  /** Someone else holds the lock: every control is disabled. */
  readOnly?: boolean;
  /** Scrolls to and highlights this milestone's actual-date field. */
  highlightMilestone?: MilestoneKey | null;
  /** The company's partners, offered in the party fields (free text is allowed too). */
  partners: { id: string; displayName: string; rol: string }[];
  /** The shipment's company; the partners passed are already that company's. */
  companyId: string | null;
  /** The host's documents uploader (files need the saved record). */
  documents?: ReactNode;
  /** The shipment whose billing (issue 39) shows after its costs; none: no billing panel. */
  billing?: ShipmentBillingTarget | null;
};

/**
 * Every field of a shipment of one mode (SPEC §3), in sections the way forwarders work:
 * general, parties, routing, cargo, costs, documents, comments, activities and itinerary.
 * Validator warnings show next to their fields and never block anything; an entry a field
 * cannot take (a negative weight, a 5-digit year) stays as typed with its reason.
 */
export function ShipmentForm(props: ShipmentFormProps) {
  const { mode, value, onChange, readOnly = false, partners, highlightMilestone } = props;
  const { onEntryProblemsChange } = props;
  const { t } = useTranslation();
  const [store] = useState(() =>
    createShipmentFormStore({ mode, value, partners, onChange, onEntryProblemsChange }),
  );
  // The host's props reach the fields through the store; a value the form wrote itself is
  // already there, so only outside changes (a reload, a merge) re-render fields.
  useLayoutEffect(() => store.sync({ mode, value, partners, onChange, onEntryProblemsChange }));
  const state = useMemo(() => ({ mode, readOnly, store }), [mode, readOnly, store]);
  // Sections read what they show from the store: the host re-rendering on each keystroke must
  // not re-render them all.
  const sections = useMemo(
    () => (
      <>
        <GeneralSection />
        <PartiesSection />
        <RoutingSection highlightMilestone={highlightMilestone} />
        <CargoSection />
        <CostsSection />
      </>
    ),
    [highlightMilestone],
  );
  const laterSections = useMemo(
    () => (
      <>
        <CommentsSection />
        <ActivitiesSection />
        <ItinerarySection />
      </>
    ),
    [],
  );
  return (
    <ShipmentFormContext.Provider value={state}>
      <ShipmentBillingContext.Provider value={props.billing ?? null}>
        <fieldset
          className={classes.fieldset}
          disabled={readOnly}
          aria-label={t('shipmentForm.label')}
          data-mode={mode}
        >
          <Stack gap="md">
            {sections}
            {props.billing && <BillingSection />}
            <DocumentsSection documents={props.documents} />
            {laterSections}
          </Stack>
        </fieldset>
      </ShipmentBillingContext.Provider>
    </ShipmentFormContext.Provider>
  );
}
