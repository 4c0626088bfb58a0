import { Stack, Text, Title } from '@mantine/core';

export type Question = { readonly question: string; readonly answer: string };

export type FaqListProps = {
  questions: readonly Question[];
};

/** Questions as headings with their answers in plain view (nothing to expand). */
export function FaqList({ questions }: FaqListProps) {
  return (
    <Stack gap="lg" maw={760}>
      {questions.map(({ question, answer }) => (
        <Stack key={question} gap={6}>
          <Title order={3} size="h4">
            {question}
          </Title>
          <Text c="dimmed">{answer}</Text>
        </Stack>
      ))}
    </Stack>
  );
}
