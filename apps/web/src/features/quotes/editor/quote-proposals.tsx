import { Alert, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney, type ProposedOption } from '@rumbo/domain';
import { IconPencil, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type QuoteProposalsProps = {
  /** Rumbo's options for the lane, cargo and date from the company's buy rates. */
  propose: () => ProposedOption[];
  /** The lane is typed and the tariff lines are read. */
  canPropose: boolean;
  isLoadingTariffs: boolean;
  onAdd: (options: ProposedOption[]) => void;
  onPriceByHand: () => void;
};

/**
 * "Propose from tariffs": the carriers whose buy rates match, each with its transit, free days
 * and buy amounts; the person picks one or more to add. Nothing matching is said plainly, and
 * pricing by hand is always there.
 */
export function QuoteProposals(props: QuoteProposalsProps) {
  const { t } = useTranslation();
  const [proposals, setProposals] = useState<ProposedOption[] | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const handlePropose = () => {
    const found = props.propose();
    setProposals(found);
    setPicked(found.length > 0 ? [0] : []);
  };
  const handleAdd = () => {
    if (!proposals) return;
    props.onAdd(picked.map((index) => proposals[index]!));
    setProposals(null);
    setPicked([]);
  };
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconSparkles size={16} aria-hidden />}
          onClick={handlePropose}
          disabled={!props.canPropose}
          loading={props.isLoadingTariffs}
        >
          {t('quoteEditor.proposals.propose')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={props.onPriceByHand}
        >
          {t('quoteEditor.proposals.byHand')}
        </Button>
      </Group>
      {!props.canPropose && (
        <Text size="xs" c="dimmed">
          {t('quoteEditor.proposals.needsLane')}
        </Text>
      )}
      {proposals?.length === 0 && (
        <Alert
          color="yellow"
          variant="light"
          role="alert"
          title={t('quoteEditor.proposals.noneTitle')}
        >
          {t('quoteEditor.proposals.none')}
        </Alert>
      )}
      {proposals && proposals.length > 0 && (
        <Stack gap="xs" role="group" aria-label={t('quoteEditor.proposals.title')}>
          {proposals.map((proposal, index) => (
            <Paper key={`${proposal.carrier}-${index}`} withBorder p="xs" radius="sm">
              <Checkbox
                checked={picked.includes(index)}
                onChange={(event) =>
                  setPicked((current) =>
                    event.currentTarget.checked
                      ? [...current, index].sort((a, b) => a - b)
                      : current.filter((it) => it !== index),
                  )
                }
                label={<ProposalLabel proposal={proposal} />}
              />
            </Paper>
          ))}
          <Button
            onClick={handleAdd}
            disabled={picked.length === 0}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('quoteEditor.proposals.add', { count: picked.length })}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

function ProposalLabel({ proposal }: { proposal: ProposedOption }) {
  const { t } = useTranslation();
  const buys = new Map<string, number>();
  for (const line of proposal.lines)
    buys.set(line.currency, (buys.get(line.currency) ?? 0) + line.buy);
  const unknown = t('quoteEditor.proposals.unknown');
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {proposal.carrier || t('quoteEditor.proposals.anyCarrier')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('quoteEditor.proposals.terms', {
          transit: proposal.transitDays ?? unknown,
          free: proposal.freeDays ?? unknown,
          buy: [...buys].map(([currency, amount]) => formatMoney(amount, currency)).join(' + '),
        })}
      </Text>
    </Stack>
  );
}
