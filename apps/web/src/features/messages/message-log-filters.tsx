import { Group, NativeSelect, TextInput } from '@mantine/core';
import { MESSAGE_KINDS } from '@rumbo/domain';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_STATES, type MessageState } from '#data/messages/message-filter.ts';

export type MessageLogFiltersProps = {
  state: MessageState | '';
  kind: string;
  search: string;
  onState: (state: MessageState | '') => void;
  onKind: (kind: string) => void;
  onSearch: (text: string) => void;
  isNarrow: boolean;
};

/** The log's filters: the state, the kind, and a search on the recipient and the subject. */
export function MessageLogFilters(props: MessageLogFiltersProps) {
  const { t } = useTranslation();
  const width = props.isNarrow ? '100%' : 200;
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        type="search"
        label={t('messages.filters.search')}
        placeholder={t('messages.filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
        w={props.isNarrow ? '100%' : 280}
        maxLength={200}
      />
      <NativeSelect
        label={t('messages.filters.state')}
        value={props.state}
        onChange={(event) => props.onState(event.currentTarget.value as MessageState | '')}
        data={[
          { value: '', label: t('messages.filters.anyState') },
          ...MESSAGE_STATES.map((state) => ({
            value: state,
            label: t(`messages.states.${state}`),
          })),
        ]}
        w={width}
      />
      <NativeSelect
        label={t('messages.filters.kind')}
        value={props.kind}
        onChange={(event) => props.onKind(event.currentTarget.value)}
        data={[
          { value: '', label: t('messages.filters.anyKind') },
          ...MESSAGE_KINDS.map((kind) => ({ value: kind, label: t(`messages.kinds.${kind}`) })),
        ]}
        w={width}
      />
    </Group>
  );
}
