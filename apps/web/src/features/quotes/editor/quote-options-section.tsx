import { Stack } from '@mantine/core';
import { defaultIvaRate, type ProposedOption } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import {
  emptyLine,
  emptyOption,
  rowKey,
  type LineDraft,
  type OptionDraft,
  type QuoteDraft,
} from './quote-draft.ts';
import type { FieldErrors } from './quote-field-errors.ts';
import { QuoteOptionCard } from './quote-option-card.tsx';
import type { QuotePricing } from './quote-pricing.ts';
import { QuoteProposals } from './quote-proposals.tsx';
import type { QuoteDraftState } from './use-quote-draft.ts';

export type QuoteOptionsSectionProps = {
  state: QuoteDraftState;
  pricing: QuotePricing;
  errors: FieldErrors;
  isReadOnly: boolean;
  propose: () => ProposedOption[];
  canPropose: boolean;
  isLoadingTariffs: boolean;
};

/** The options offered: proposed from the tariffs or priced by hand, each with its lines. */
export function QuoteOptionsSection(props: QuoteOptionsSectionProps) {
  const { t } = useTranslation();
  const { state, pricing, isReadOnly } = props;
  const { draft } = state;
  const handleRemove = async (index: number) => {
    const confirmed = await confirmAction({
      message: t('quoteEditor.options.removeConfirm', { number: index + 1 }),
      confirmLabel: t('quoteEditor.options.remove'),
      destructive: true,
    });
    if (confirmed) state.removeOption(index);
  };
  return (
    <Stack gap="md">
      {!isReadOnly && (
        <QuoteProposals
          propose={props.propose}
          canPropose={props.canPropose}
          isLoadingTariffs={props.isLoadingTariffs}
          onAdd={(proposals) => state.addOptions(proposals.map(optionOfProposal))}
          onPriceByHand={() => state.addOptions([{ ...emptyOption(), lines: [emptyLine(draft)] }])}
        />
      )}
      {draft.options.map((option, index) => (
        <QuoteOptionCard
          key={option.key}
          index={index}
          option={option}
          priced={pricing.options[index]!}
          currency={draft.currency}
          rate={pricing.rate?.mxnPerUsd ?? null}
          errors={props.errors}
          isReadOnly={isReadOnly}
          onChange={(patch) => state.patchOption(index, patch)}
          onLine={(line, patch) =>
            state.patchLine(index, line, withSuggestedIva(option, line, patch, draft))
          }
          onAddLine={() => state.addLine(index, emptyLine(draft))}
          onRemoveLine={(line) => state.removeLine(index, line)}
          onRemove={() => void handleRemove(index)}
        />
      ))}
    </Stack>
  );
}

/**
 * A renamed charge takes the IVA its name and the lane suggest, unless the person chose another
 * rate for it than the one suggested before.
 */
function withSuggestedIva(
  option: OptionDraft,
  index: number,
  patch: Partial<LineDraft>,
  route: QuoteDraft,
): Partial<LineDraft> {
  const line = option.lines[index];
  if (patch.charge === undefined || !line) return patch;
  if (line.ivaRate !== defaultIvaRate(line.charge, route)) return patch;
  return { ...patch, ivaRate: defaultIvaRate(patch.charge, route) };
}

function optionOfProposal(proposal: ProposedOption): OptionDraft {
  return {
    key: rowKey(),
    carrier: proposal.carrier,
    transitDays: proposal.transitDays,
    freeDays: proposal.freeDays,
    validUntil: proposal.validUntil,
    lines: proposal.lines.map((line) => ({
      key: rowKey(),
      tariffId: line.tariffId,
      charge: line.charge,
      basis: line.basis,
      quantity: line.quantity,
      currency: line.currency,
      buy: line.buy,
      sellOverride: line.sellOverride,
      storedSell: null,
      storedBasis: '',
      ivaRate: line.ivaRate,
    })),
  };
}
