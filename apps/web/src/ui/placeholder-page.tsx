import { Title } from '@mantine/core';

export type PlaceholderPageProps = {
  title: string;
};

/** A screen that a later issue builds: for now just its name. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return <Title order={1}>{title}</Title>;
}
