import { Skeleton, Text } from '@mantine/core';
import type { ReportFact } from '@rumbo/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { useValueLabel } from '#lib/use-value-label.ts';
import { formatDay, formatMoney } from './format-report-figures.ts';
import classes from './reports-page.module.css';

// Up to this many rows are all rendered; longer lists render only the rows in view.
const VIRTUAL_FROM = 100;
const ROW_HEIGHT = 36;
// The next page is asked for when the rows in view come this close to the last one read.
const READ_AHEAD = 30;

export type DrillRowsProps = {
  /** The rows read so far, in the figure's order. */
  facts: ReportFact[];
  /** How many shipments the figure counts (rows not read yet show as placeholders). */
  total: number;
  /** Asks for the next page; called again only once `facts` grew. */
  onNeedMore: () => void;
  label: string;
  onOpen: () => void;
};

/**
 * The shipments behind a figure, one line each, every line opening its shipment. Long lists
 * render only the rows in view, and read the next page as the user scrolls towards the end.
 */
export function DrillRows({ facts, total, onNeedMore, label, onOpen }: DrillRowsProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const isVirtual = total > VIRTUAL_FROM;
  // The virtualizer's functions change on every scroll; nothing here is memoised around them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: isVirtual ? total : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = isVirtual ? virtualizer.getVirtualItems() : [];
  const lastInView = items.at(-1)?.index ?? -1;
  const needsMore = facts.length < total && lastInView >= facts.length - READ_AHEAD;
  useEffect(() => {
    if (needsMore) onNeedMore();
  }, [needsMore, facts.length, onNeedMore]);
  return (
    <div ref={scrollRef} className={classes.drillList} role="list" aria-label={label}>
      <DrillHead />
      {isVirtual ? (
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const fact = facts[item.index];
            return (
              <div
                key={fact?.id ?? `row-${item.index}`}
                role="listitem"
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: ROW_HEIGHT,
                  transform: `translateY(${item.start}px)`,
                }}
              >
                {fact ? <DrillRow fact={fact} onOpen={onOpen} /> : <PendingRow />}
              </div>
            );
          })}
        </div>
      ) : (
        facts.map((fact) => (
          <div key={fact.id} role="listitem">
            <DrillRow fact={fact} onOpen={onOpen} />
          </div>
        ))
      )}
    </div>
  );
}

function DrillHead() {
  const { t } = useTranslation();
  const keys = ['code', 'mode', 'client', 'lane', 'status', 'etd', 'eta', 'profit'] as const;
  return (
    <div className={`${classes.drillRow} ${classes.drillHead}`} aria-hidden>
      {keys.map((key) => (
        <span key={key} className={classes.cell}>
          {t(`reports.drill.columns.${key}`)}
        </span>
      ))}
    </div>
  );
}

/** A row of the list not read yet. */
function PendingRow() {
  return (
    <div className={classes.drillRow} aria-hidden>
      <Skeleton height={14} />
    </div>
  );
}

function DrillRow({ fact, onOpen }: { fact: ReportFact; onOpen: () => void }) {
  const { t } = useTranslation();
  const valueLabel = useValueLabel();
  const none = t('reports.drill.none');
  const lane =
    fact.origin || fact.destination ? `${fact.origin || none} → ${fact.destination || none}` : none;
  const profit = fact.money.map((money) => formatMoney(money.profit, money.currency)).join(' · ');
  return (
    <Link
      to={paths.dashboard.shipments(fact.mode, { open: fact.id })}
      className={classes.drillRow}
      onClick={onOpen}
      data-testid="drill-row"
    >
      <Text span fw={600} size="sm" className={classes.cell}>
        {fact.code || fact.reference || t('reports.drill.noCode')}
      </Text>
      <span className={classes.cell}>{t(`reports.modes.${fact.mode}`)}</span>
      <span className={classes.cell}>{fact.client || none}</span>
      <span className={classes.cell}>{lane}</span>
      <span className={classes.cell}>{valueLabel('statuses', fact.status) || none}</span>
      <span className={classes.cell}>{formatDay(fact.etd) || none}</span>
      <span className={classes.cell}>{formatDay(fact.eta) || none}</span>
      <span className={classes.cell}>{profit || none}</span>
    </Link>
  );
}
