import {
  Anchor,
  Fieldset,
  Select,
  Text,
  type ComboboxItem,
  type ComboboxItemGroup,
} from '@mantine/core';
import type { i18n as I18n, TFunction } from 'i18next';
import { SHIPMENT_PARTY_ROLES, type ShipmentPartyRole } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { FieldGrid } from './field-grid.tsx';
import { textOf } from './form-values.ts';
import {
  useFieldValue,
  useFormPartners,
  useFormUpdate,
  useShipmentForm,
  type FormPartner,
} from './shipment-form-context.ts';
import { partyPartner, withPartyPartner } from './shipment-parties.ts';

/**
 * "E-mail updates go to" (issue 37): the partners, picked from the company's, whose contacts who
 * asked for it get e-mail about this shipment (stored in `parties`). The text fields above stay
 * what the documents print; a partner is never picked for the user, only offered when the name
 * typed above is exactly a partner's, since picking one starts e-mail to a customer.
 */
export function EmailParties() {
  const { t } = useTranslation();
  const partners = useFormPartners();
  return (
    <Fieldset
      legend={t('shipmentEditor.emailParties.title')}
      variant="unstyled"
      styles={FIELDSET_STYLES}
    >
      <Text size="sm" c="dimmed" mb="xs" style={{ clear: 'both' }}>
        {t('shipmentEditor.emailParties.hint')}
      </Text>
      <FieldGrid>
        {SHIPMENT_PARTY_ROLES.map((role) => (
          <PartyPicker key={role} role={role} partners={partners} />
        ))}
      </FieldGrid>
    </Fieldset>
  );
}

// A sub-heading of the Parties section, set apart from the names above by a line.
const FIELDSET_STYLES = {
  root: {
    borderTop: '1px solid var(--mantine-color-default-border)',
    paddingTop: 'var(--mantine-spacing-sm)',
    paddingInline: 0,
    marginInline: 0,
  },
  legend: {
    float: 'left',
    width: '100%',
    padding: 0,
    fontWeight: 600,
    fontSize: 'var(--mantine-font-size-md)',
  },
} as const;

type PartyPickerProps = { role: ShipmentPartyRole; partners: readonly FormPartner[] };

function PartyPicker({ role, partners }: PartyPickerProps) {
  const { t, i18n } = useTranslation();
  const { readOnly } = useShipmentForm();
  const parties = useFieldValue('parties');
  const typed = textOf(useFieldValue(role)).trim();
  const update = useFormUpdate();
  const picked = partyPartner(parties, role);
  const pick = (partner: string) => update({ parties: withPartyPartner(parties, role, partner) });
  const partner = partners.find((it) => it.id === picked);
  const suggestion =
    picked === '' && typed !== ''
      ? partners.find((it) => it.displayName.trim() === typed)
      : undefined;
  return (
    <div>
      <Select
        label={t(`shipmentEditor.emailParties.roles.${role}`)}
        placeholder={t('shipmentEditor.emailParties.placeholder')}
        data={partnerChoices({ t, i18n }, partners, picked)}
        value={picked === '' ? null : picked}
        onChange={(next) => pick(next ?? '')}
        disabled={readOnly}
        description={picked === '' ? undefined : receiversText(t, partner)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        searchable
        clearable
        nothingFoundMessage={t('shipmentEditor.emailParties.nothingFound')}
        comboboxProps={{ withinPortal: true }}
      />
      {suggestion && !readOnly && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          mt={4}
          onClick={() => pick(suggestion.id)}
        >
          {t('shipmentEditor.emailParties.use', { name: suggestion.displayName })}
        </Anchor>
      )}
    </div>
  );
}

/** What e-mail the picked partner's contacts get, in words. */
function receiversText(t: TFunction, partner: FormPartner | undefined): string | undefined {
  if (partner?.receivers === undefined) return undefined;
  if (partner.receivers === 0) return t('shipmentEditor.emailParties.noReceivers');
  return t('shipmentEditor.emailParties.receivers', { count: partner.receivers });
}

/**
 * The company's partners by name, grouped by role (the form's customers first); a picked partner
 * the list lacks (deleted, or the list still loading) stays a choice, so nothing saved looks blank.
 */
function partnerChoices(
  { t, i18n }: { t: TFunction; i18n: I18n },
  partners: readonly FormPartner[],
  picked: string,
) {
  const roleName = (rol: string) => {
    const key = `partners.roles.${rol}`;
    return i18n.exists(key) ? (t as unknown as (key: string) => string)(key) : rol || '—';
  };
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const partner of partners) {
    const label = partner.displayName.trim();
    if (label === '') continue;
    const items = groups.get(partner.rol) ?? [];
    items.push({ value: partner.id, label });
    groups.set(partner.rol, items);
  }
  const data: (ComboboxItem | ComboboxItemGroup)[] = [...groups.entries()]
    .sort(([a], [b]) => roleRank(a) - roleRank(b) || a.localeCompare(b, 'es'))
    .map(([rol, items]) => ({
      group: roleName(rol),
      items: items.sort((a, b) => a.label.localeCompare(b.label, 'es')),
    }));
  if (picked !== '' && !partners.some((partner) => partner.id === picked)) {
    const label = partners.length > 0 ? t('shipmentEditor.emailParties.unknownPartner') : '…';
    data.push({ value: picked, label });
  }
  return data;
}

// Customers (and agents acting for them) are who usually hear of a shipment.
const FIRST_ROLES = ['Cliente', 'Agente'];
const roleRank = (rol: string) => {
  const rank = FIRST_ROLES.indexOf(rol);
  return rank < 0 ? FIRST_ROLES.length : rank;
};
