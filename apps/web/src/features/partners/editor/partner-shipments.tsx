import { Anchor, Badge, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { shipmentReference, type PartnerShipmentUse } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ModeShipment } from '#data/repository/repository-types.ts';

export type PartnerShipmentsProps = {
  uses: readonly PartnerShipmentUse<ModeShipment>[];
  isLoading: boolean;
};

/** The shipments of every mode that name the partner, each a link to it in its mode's screen. */
export function PartnerShipments({ uses, isLoading }: PartnerShipmentsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="partner-shipments-title">
      <Group gap="xs">
        <Title order={3} size="h5" id="partner-shipments-title">
          {t('partners.shipments.title')}
        </Title>
        {!isLoading && (
          <Badge variant="light" radius="sm" tt="none">
            {t('partners.shipments.count', { count: uses.length })}
          </Badge>
        )}
      </Group>
      {isLoading && uses.length === 0 ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('partners.shipments.loading')}</Text>
        </Group>
      ) : uses.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('partners.shipments.none')}
        </Text>
      ) : (
        <List spacing={4} size="sm" listStyleType="none" aria-label={t('partners.shipments.title')}>
          {uses.map(({ shipment, fields }) => (
            <List.Item key={`${shipment.mode}:${shipment.id}`}>
              <Anchor
                component={Link}
                to={`/dashboard/shipments/${shipment.mode}?open=${encodeURIComponent(shipment.id)}`}
                fw={600}
              >
                {String(shipment.shipmentCode || '') || t('partners.shipments.noCode')}
              </Anchor>{' '}
              <Text span size="sm">
                {t(`partners.shipments.modes.${shipment.mode}`)}
                {shipmentReference(shipment) && ` · ${shipmentReference(shipment)}`}
              </Text>{' '}
              <Text span size="sm" c="dimmed">
                {t('partners.shipments.as', {
                  fields: fields.map((f) => t(`partners.shipments.fields.${f}`)).join(', '),
                })}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
