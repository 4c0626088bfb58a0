/** The form's sections, in the order a forwarder works through a shipment. */
export const FORM_SECTION_KEYS = [
  'general',
  'parties',
  'routing',
  'cargo',
  'costs',
  'billing',
  'documents',
  'comments',
  'activities',
  'itinerary',
] as const;

export type FormSectionKey = (typeof FORM_SECTION_KEYS)[number];

export function formSectionId(key: FormSectionKey): string {
  return `shipment-section-${key}`;
}
