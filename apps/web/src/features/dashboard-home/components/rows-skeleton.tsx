import { Skeleton, Stack } from '@mantine/core';

/** Placeholder rows while a home list loads (hidden from assistive technology). */
export function RowsSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} height={36} />
      ))}
    </Stack>
  );
}
