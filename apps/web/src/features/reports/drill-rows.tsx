import { Text } from '@mantine/core';
import type { ReportFact } from '@rumbo/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { formatDay, formatMoney } from './format-report-figures.ts';
import classes from './reports-page.module.css';

// Up to this many rows are all rendered; longer lists render only the rows in view.
const VIRTUAL_FROM = 100;
const ROW_HEIGHT = 36;

export type DrillRowsProps = { facts: ReportFact[]; label: string; onOpen: () => void };

/** The shipments behind a figure, one line each, every line opening its shipment. */
export function DrillRows({ facts, label, onOpen }: DrillRowsProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const isVirtual = facts.length > VIRTUAL_FROM;
  // The virtualizer's functions change on every scroll; nothing here is memoised around them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: isVirtual ? facts.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = isVirtual ? virtualizer.getVirtualItems() : [];
  return (
    <div ref={scrollRef} className={classes.drillList} role="list" aria-label={label}>
      <DrillHead />
      {isVirtual ? (
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => (
            <div
              key={facts[item.index]!.id}
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
              <DrillRow fact={facts[item.index]!} onOpen={onOpen} />
            </div>
          ))}
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

function DrillRow({ fact, onOpen }: { fact: ReportFact; onOpen: () => void }) {
  const { t } = useTranslation();
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
      <span className={classes.cell}>{fact.status || none}</span>
      <span className={classes.cell}>{formatDay(fact.etd) || none}</span>
      <span className={classes.cell}>{formatDay(fact.eta) || none}</span>
      <span className={classes.cell}>{profit || none}</span>
    </Link>
  );
}
