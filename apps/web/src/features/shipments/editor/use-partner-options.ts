import type { PartnersRecord } from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { repository } from '#data/repository/repository.ts';
import { partnerReceivers } from '../form/shipment-parties.ts';

/** A partner as the party fields offer it, with how many of its contacts receive e-mail. */
export type PartnerOption = { id: string; displayName: string; rol: string; receivers: number };

const NO_PARTNERS: PartnerOption[] = [];

/**
 * The partners the party fields offer: the shipment's company's, by display name (SPEC §7).
 * Without them the fields still take typed names, so a failure here only empties the list.
 */
export function usePartnerOptions(
  company: string | null,
  { enabled = true }: { enabled?: boolean } = {},
): PartnerOption[] {
  const query = useQuery({
    enabled,
    queryKey: ['partners', company ?? 'all', 'options'] as const,
    queryFn: async ({ signal }): Promise<PartnerOption[]> => {
      const { items } = await repository<PartnersRecord>('partners').list({
        scope: company ? { company } : undefined,
        sort: 'displayName',
        signal,
      });
      return items.map(({ id, displayName, rol, contacts }) => ({
        id,
        displayName,
        rol,
        receivers: partnerReceivers(contacts),
      }));
    },
  });
  return query.data ?? NO_PARTNERS;
}
