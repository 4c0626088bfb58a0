// English texts of ../shipment-editor.ts where the default (the spec's words) is Spanish (issue 20).
import type { SomeTextsOf } from '../../catalogue-types.ts';
import type { shipmentEditorCatalogue } from '../shipment-editor.ts';

export const shipmentEditorEn = {
  shipmentEditor: {
    errors: {
      gone: 'The shipment no longer exists in {{server}}. Reload the data before editing.',
    },
  },
} as const satisfies SomeTextsOf<typeof shipmentEditorCatalogue>;
