import { SegmentedControl } from '@mantine/core';
import { USER_LANGUAGES, type UserLanguage } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { useLanguageChoice } from './use-language-choice.ts';

export type LanguageSwitchProps = { label: string; fullWidth?: boolean };

/**
 * Español / English, each named in itself (issue 20). With no choice made yet (the default
 * texts) neither is selected.
 */
export function LanguageSwitch({ label, fullWidth = false }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const { language, choose } = useLanguageChoice();
  return (
    <SegmentedControl
      size="xs"
      fullWidth={fullWidth}
      aria-label={label}
      value={language ?? ''}
      onChange={(value) => choose(value as UserLanguage)}
      data={USER_LANGUAGES.map((value) => ({
        value,
        label: <span lang={value}>{t(`language.names.${value}`)}</span>,
      }))}
    />
  );
}
