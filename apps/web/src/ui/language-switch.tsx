import { SegmentedControl } from '@mantine/core';
import { USER_LANGUAGES, type UserLanguage } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { useLanguageChoice, type SaveUserLanguage } from './use-language-choice.ts';

export type LanguageSwitchProps = {
  label: string;
  /** Stores the choice of a signed-in person on their user record. */
  saveLanguage: SaveUserLanguage;
  fullWidth?: boolean;
};

/**
 * Español / English, each named in itself (issue 20). With no choice made yet (the default
 * texts) neither is selected.
 */
export function LanguageSwitch({ label, saveLanguage, fullWidth = false }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const { language, choose } = useLanguageChoice(saveLanguage);
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
