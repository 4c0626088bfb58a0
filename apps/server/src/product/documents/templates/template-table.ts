import type { DocumentCollection, DocumentTemplate } from '@rumbo/domain';
import type { Content } from '../layout/pdf-types.ts';
import type { DocumentKit } from '../layout/document-layout.ts';
import { airArrivalNotice, airPreAlert, houseAirWaybill } from './air-templates.ts';
import { deliveryReceipt, truckerInstructions } from './land-templates.ts';
import { quoteDocument } from './quote-template.ts';
import {
  houseBillOfLading,
  instructionsLetter,
  oceanArrivalNotice,
  oceanPreAlert,
} from './ocean-templates.ts';

type TemplateWriter = (kit: DocumentKit) => Content[];

/** Which function writes each template of each collection (the names are the domain's). */
const TEMPLATE_WRITERS: Record<
  DocumentCollection,
  Partial<Record<DocumentTemplate, TemplateWriter>>
> = {
  shipments_ocean: {
    'hbl-draft': houseBillOfLading,
    'hbl-original': houseBillOfLading,
    'arrival-notice': oceanArrivalNotice,
    'instructions-letter': instructionsLetter,
    'pre-alert': oceanPreAlert,
  },
  shipments_air: {
    'hawb-draft': houseAirWaybill,
    'hawb-original': houseAirWaybill,
    'arrival-notice': airArrivalNotice,
    'pre-alert': airPreAlert,
  },
  shipments_land: {
    'trucker-instructions': truckerInstructions,
    'delivery-receipt': deliveryReceipt,
  },
  quotes: { quote: quoteDocument },
};

/** The writer of `template` for `collection`'s records (every template of the domain has one). */
export function templateWriter(
  collection: DocumentCollection,
  template: DocumentTemplate,
): TemplateWriter {
  const writer = TEMPLATE_WRITERS[collection][template];
  if (!writer) throw new Error(`No writer for ${collection} ${template}.`);
  return writer;
}
