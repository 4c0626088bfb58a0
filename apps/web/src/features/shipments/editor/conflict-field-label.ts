import { MODE_MILESTONES, type ShipmentMode } from '@rumbo/domain';
import type { i18n as I18n, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

// Fields the form labels under another name (the reference and status the mode stores).
const FORM_LABEL_OF: Readonly<Record<string, string>> = {
  ref: 'reference',
  operationalStatus: 'status',
};

/** The label a conflict row shows for a field: the form's own where it has one. */
export function conflictFieldLabel(
  { t, i18n }: { t: TFunction; i18n: I18n },
  mode: ShipmentMode,
  field: string,
): string {
  // Keys built from a field name, only used once the catalogue is known to have them. They are
  // looked up untyped: resolving `t` over every key of the typed catalogue cost the type
  // checker over a minute for this one call.
  const translate = t as unknown as (key: string) => string;
  const formKey = `shipmentForm.fields.${FORM_LABEL_OF[field] ?? field}`;
  if (i18n.exists(formKey)) return translate(formKey);
  const milestone = MODE_MILESTONES[mode].find(
    (it) => it.estimated === field || it.actual === field,
  );
  if (milestone) {
    const side = milestone.actual === field ? 'actual' : 'estimated';
    return `${translate(`milestones.${milestone.key}`)} · ${t(`shipmentForm.milestones.${side}`)}`;
  }
  const ownKey = `shipmentEditor.fieldLabels.${field}`;
  return i18n.exists(ownKey) ? translate(ownKey) : field;
}

/** The conflict dialog's field labels and texts for a shipment of one mode. */
export function useShipmentConflictTexts(mode: ShipmentMode) {
  const translation = useTranslation();
  const { t } = translation;
  return {
    fieldLabel: (field: string) => conflictFieldLabel(translation, mode, field),
    texts: {
      title: t('shipmentEditor.conflict.title'),
      intro: (name: string) => t('shipmentEditor.conflict.intro', { name }),
      save: t('shipmentEditor.conflict.save'),
    },
  };
}
