import { useMediaQuery } from '@mantine/hooks';

/** The actions' dialogs: a wide dialog on a desktop, the whole screen on a phone. */
export function useDialogSize(size: 'md' | 'lg' | 'xl' = 'lg') {
  const isPhone = useMediaQuery('(max-width: 40em)') ?? false;
  return { size, fullScreen: isPhone } as const;
}
