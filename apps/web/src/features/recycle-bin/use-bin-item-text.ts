import { useTranslation } from 'react-i18next';
import type { BinItem } from '#data/recycle-bin/recycle-bin-query.ts';
import { formatDateTime } from '@rumbo/domain';
import { useRelativeTime } from '#ui/relative-time.ts';
import { binItemKind } from './bin-item-kind.ts';
import { daysLeft, FEW_DAYS_LEFT } from './days-left.ts';

/** How the table and the cards word one bin item. */
export type BinItemText = {
  kind: string;
  label: string;
  deletedBy: string;
  /** "3 min ago" */
  deletedAgo: string;
  /** "3 Mar 2026, 09:00", in business time. */
  deletedAt: string;
  /** "12 days left", or that it goes within the hour. */
  left: string;
  /** "Gone for good on 2 Apr 2026, 09:00". */
  goneOn: string;
  isGoingSoon: boolean;
};

/** Words bin items for the moment `now`. */
export function useBinItemText(): (item: BinItem, now: Date) => BinItemText {
  const { t } = useTranslation();
  const ago = useRelativeTime();
  return (item, now) => {
    const days = daysLeft(item.expires, now);
    return {
      kind: t(`recycleBin.kinds.${binItemKind(item.collection)}`),
      label: item.label,
      deletedBy: item.deletedBy.name.trim() || t('recycleBin.unknownPerson'),
      deletedAgo: ago(item.deleted, now),
      deletedAt: formatDateTime(item.deleted),
      left:
        days === null
          ? '—'
          : days === 0
            ? t('recycleBin.goneSoon')
            : t('recycleBin.daysLeft', { count: days }),
      goneOn: t('recycleBin.goneOn', { date: formatDateTime(item.expires) }),
      isGoingSoon: days !== null && days <= FEW_DAYS_LEFT,
    };
  };
}
