import { pb } from '#lib/pocketbase.ts';
import { sentWithOrigin } from '../common/write-origin.ts';

/** The three writes publishing makes; the app's is `sdkTariffWriter`. */
export type TariffWriter = {
  create: (id: string, fields: Record<string, unknown>) => Promise<void>;
  update: (id: string, fields: Record<string, unknown>) => Promise<void>;
  remove: (id: string) => Promise<void>;
};

// Every publish write is an Excel import in the lines' history (docs/decisions/065).
const SEND = sentWithOrigin({ source: 'import' });

/**
 * Publishing's writes, straight to the server through the SDK: never queued offline, since an
 * all-or-nothing publish cannot wait in a queue. New lines are filed under `companyId` and
 * stamped with the user, like every other tariff write; updates stamp `updatedBy`.
 */
export function sdkTariffWriter(who: { companyId: string; userId: string }): TariffWriter {
  const tariffs = () => pb.collection('tariffs');
  return {
    create: async (id, fields) => {
      await tariffs().create(
        { ...fields, id, company: who.companyId, createdBy: who.userId, updatedBy: who.userId },
        SEND,
      );
    },
    update: async (id, fields) => {
      await tariffs().update(id, { updatedBy: who.userId, ...fields }, SEND);
    },
    remove: async (id) => {
      await tariffs().delete(id, SEND);
    },
  };
}
