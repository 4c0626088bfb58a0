import {
  draftToTariffFields,
  type TariffDiff,
  type TariffFields,
  type TariffsRecord,
} from '@rumbo/domain';

export type TariffCreate = { id: string; fields: TariffFields };

export type TariffUpdate = {
  id: string;
  /** Only the fields the file changes. */
  fields: Partial<TariffFields>;
  /** Those fields (and who last updated the line) as stored before: what an undo writes back. */
  previous: Partial<TariffsRecord>;
};

export type TariffPublishPlan = { creates: TariffCreate[]; updates: TariffUpdate[] };

/** The writes a diff needs: a create per added line (ids made here), an update per changed one. */
export function tariffPublishPlan(diff: TariffDiff, newId: () => string): TariffPublishPlan {
  return {
    creates: diff.added.map((draft) => ({ id: newId(), fields: draftToTariffFields(draft) })),
    updates: diff.changed.map(({ tariff, draft, fields }) => {
      const all = draftToTariffFields(draft);
      const changed = fields.map((change) => change.field);
      return {
        id: tariff.id,
        fields: Object.fromEntries(changed.map((field) => [field, all[field]])),
        previous: Object.fromEntries(
          [...changed, 'updatedBy' as const].map((field) => [field, tariff[field]]),
        ),
      };
    }),
  };
}

/** How many writes publishing a plan takes (its "N changes"). */
export function tariffPlanSize(plan: TariffPublishPlan): number {
  return plan.creates.length + plan.updates.length;
}
