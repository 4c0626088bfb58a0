import { List, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

export type CheckListProps = {
  items: readonly string[];
};

/** A bulleted list with check marks (who a service is for, what it brings). */
export function CheckList({ items }: CheckListProps) {
  return (
    <List
      spacing="md"
      size="md"
      // Icons line up with the first line of items that wrap.
      styles={{ itemWrapper: { alignItems: 'flex-start' } }}
      icon={
        <ThemeIcon size={24} radius="xl" variant="light" aria-hidden>
          <IconCheck size={16} stroke={2.2} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
