import { Tabs } from '@mantine/core';
import { IconForms, IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A tab after Details and History (e.g. a company's messages), mounted only while open. */
export type ExtraRecordTab = { value: string; label: string; icon: ReactNode; panel: ReactNode };

export type DetailsHistoryTabsProps = {
  /** The record's form: it stays mounted, edits and all, while the history is shown. */
  details: ReactNode;
  /** The record's history panel, mounted only while its tab is open (read when opened). */
  history: ReactNode;
  /** Further tabs after History. */
  more?: readonly ExtraRecordTab[];
};

/** A saved record's editor: its form under Details, and its History tab beside it. */
export function DetailsHistoryTabs({ details, history, more = [] }: DetailsHistoryTabsProps) {
  return (
    <Tabs defaultValue="details" keepMounted={false}>
      <DetailsHistoryTabList more={more} />
      <Tabs.Panel value="details" keepMounted>
        {details}
      </Tabs.Panel>
      <Tabs.Panel value="history">{history}</Tabs.Panel>
      {more.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** The Details and History tabs of a saved record's editor, inside a Mantine `Tabs`. */
export function DetailsHistoryTabList({ more = [] }: { more?: readonly ExtraRecordTab[] }) {
  const { t } = useTranslation();
  return (
    <Tabs.List mb="md">
      <Tabs.Tab value="details" leftSection={<IconForms size={16} aria-hidden />}>
        {t('history.details')}
      </Tabs.Tab>
      <Tabs.Tab value="history" leftSection={<IconHistory size={16} aria-hidden />}>
        {t('history.tab')}
      </Tabs.Tab>
      {more.map((tab) => (
        <Tabs.Tab key={tab.value} value={tab.value} leftSection={tab.icon}>
          {tab.label}
        </Tabs.Tab>
      ))}
    </Tabs.List>
  );
}
