import { useTranslation } from 'react-i18next';
import { BoundAutocomplete } from './bound-choice-fields.tsx';
import { EmailParties } from './email-parties.tsx';
import { FieldGrid } from './field-grid.tsx';
import { FormSection } from './form-section.tsx';
import { partnerGroups } from './partner-groups.ts';
import { useFormPartners, useShipmentForm } from './shipment-form-context.ts';

const CUSTOMER_ROLES = ['Cliente', 'Agente'];
const CARRIER_ROLES = {
  ocean: ['Naviera', 'Agente'],
  air: ['Agente', 'Otro'],
  land: ['Transporte'],
};

/**
 * Shipper, consignee, notify, principal and the carrier: a partner picked, or any name typed;
 * then the partners whose contacts get e-mail about the shipment.
 */
export function PartiesSection() {
  const { t } = useTranslation();
  const { mode } = useShipmentForm();
  const partners = useFormPartners();
  const customers = partnerGroups(partners, CUSTOMER_ROLES);
  const carriers = partnerGroups(partners, CARRIER_ROLES[mode]);
  const placeholder =
    partners.length > 0 ? t('shipmentForm.help.partyFreeText') : t('shipmentForm.help.noPartners');
  const party = (field: string) => (
    <BoundAutocomplete key={field} field={field} data={customers} placeholder={placeholder} />
  );
  return (
    <FormSection sectionKey="parties">
      <FieldGrid>
        {['shipper', 'consignee', 'notify', 'principal'].map(party)}
        <BoundAutocomplete
          field={mode === 'air' ? 'airline' : 'carrier'}
          data={carriers}
          placeholder={placeholder}
        />
      </FieldGrid>
      <EmailParties />
    </FormSection>
  );
}
