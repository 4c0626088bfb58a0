import { Alert, Button, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const SKELETON_ROWS = 8;

/** Placeholder rows while a list loads; `label` is what a screen reader hears. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="xs" aria-busy="true" role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <Skeleton key={row} height={44} aria-hidden />
      ))}
    </Stack>
  );
}

export type ListLoadErrorProps = {
  title: string;
  hint: string;
  retryLabel: string;
  onRetry: () => void;
  isRetrying: boolean;
};

/** The list could not be read from the server nor from the browser's copy. */
export function ListLoadError({
  title,
  hint,
  retryLabel,
  onRetry,
  isRetrying,
}: ListLoadErrorProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{hint}</Text>
        <Button variant="default" onClick={onRetry} loading={isRetrying}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}

export type ListMessageProps = {
  title: string;
  hint: string;
  actionLabel: string;
  onAction: () => void;
};

/** Nothing recorded yet: says so and offers to create the first one. */
export function ListEmpty({ title, hint, actionLabel, onAction }: ListMessageProps) {
  return (
    <ListMessage title={title} hint={hint}>
      <Button mt="xs" leftSection={<IconPlus size={18} aria-hidden />} onClick={onAction}>
        {actionLabel}
      </Button>
    </ListMessage>
  );
}

/** Records exist, but none passes the search and filters: offers to clear them. */
export function ListNoMatch({ title, hint, actionLabel, onAction }: ListMessageProps) {
  return (
    <ListMessage title={title} hint={hint}>
      <Button mt="xs" variant="default" onClick={onAction}>
        {actionLabel}
      </Button>
    </ListMessage>
  );
}

function ListMessage({
  title,
  hint,
  children,
}: {
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed">{hint}</Text>
      {children}
    </Stack>
  );
}

export type ServerAwayAlertProps = {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
  isRetrying: boolean;
};

/**
 * What an online-only screen shows while the server cannot be reached (the e-mail log, quotes
 * and their settings and report): it keeps nothing in the browser to show instead.
 */
export function ServerAwayAlert({
  title,
  message,
  retryLabel,
  onRetry,
  isRetrying,
}: ServerAwayAlertProps) {
  return (
    <Alert
      color="blue"
      variant="light"
      title={title}
      icon={<IconCloudOff aria-hidden />}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button variant="default" onClick={onRetry} loading={isRetrying}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
