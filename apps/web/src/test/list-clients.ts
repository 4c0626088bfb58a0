import type { Partner, ShipmentMode } from '@rumbo/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ModeShipment } from '#data/repository/repository-types.ts';
import { serveEmptyList } from './list-server.ts';
import { servePartners, serveShipments } from './record-servers.ts';
import { testQueryClient } from './render-as.tsx';

type WithServer<Server> = QueryClient & { server: Server };

/**
 * Test helper: a query client for a shipments list screen, with the mode's shipments answered
 * by `serveShipments` (`client.server` records the calls) and no partners.
 */
export function listQueryClient(mode: ShipmentMode, shipments: ModeShipment[] = []) {
  const client = testQueryClient({ staleTime: Infinity });
  const server = serveShipments(mode, shipments);
  serveEmptyList('partners');
  return Object.assign(client, { server }) as WithServer<typeof server>;
}

/**
 * Test helper: a query client for the partners screen, with the company's partners answered by
 * `servePartners` (`client.server` records the calls), no shipments and no companies.
 */
export function partnersQueryClient(partners: Partner[] = []) {
  const client = testQueryClient({ staleTime: Infinity });
  const server = servePartners(partners);
  for (const mode of ['ocean', 'air', 'land']) serveEmptyList(`shipments_${mode}`);
  serveEmptyList('companies');
  return Object.assign(client, { server }) as WithServer<typeof server>;
}
