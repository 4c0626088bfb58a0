import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shipmentSearchTarget } from './shipment-search-target.ts';

export type ShipmentSearchProps = {
  /** Access inactive (SPEC §4): the box is disabled and reads 'Search unavailable'. */
  isDisabled: boolean;
};

/** The top bar's shipment search box (SPEC §2). */
export function ShipmentSearch({ isDisabled }: ShipmentSearchProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = shipmentSearchTarget(pathname, text);
    if (target) navigate(target);
  };
  const label = isDisabled ? t('shell.searchUnavailable') : t('shell.searchLabel');
  return (
    <form role="search" onSubmit={handleSubmit} style={{ flex: 1, minWidth: 0, maxWidth: 360 }}>
      <TextInput
        type="search"
        aria-label={label}
        placeholder={isDisabled ? t('shell.searchUnavailable') : t('shell.searchPlaceholder')}
        disabled={isDisabled}
        value={isDisabled ? '' : text}
        onChange={(event) => setText(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        enterKeyHint="search"
      />
    </form>
  );
}
