import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useId } from 'react';
import { contactChannels } from '../contact-channels.ts';

export type CtaBandProps = {
  title: string;
  body: string;
  actionLabel: string;
  /** Subject of the email the button starts. */
  subject: string;
};

/** Closing call to action of a page: one clear way to get in touch. */
export function CtaBand({ title, body, actionLabel, subject }: CtaBandProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      py={{ base: 48, sm: 64 }}
      bg="var(--mantine-primary-color-filled)"
      c="white"
    >
      <Container size="lg">
        <Group justify="space-between" align="center" gap="xl">
          <Stack gap="xs" maw={640}>
            <Title order={2} id={headingId} fz={{ base: 24, sm: 30 }}>
              {title}
            </Title>
            <Text size="lg">{body}</Text>
          </Stack>
          <Button
            component="a"
            href={contactChannels.mailto(subject)}
            size="lg"
            variant="white"
            leftSection={<IconMail size={20} aria-hidden />}
          >
            {actionLabel}
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
