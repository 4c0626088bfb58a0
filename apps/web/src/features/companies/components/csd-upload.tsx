import {
  Alert,
  Button,
  FileInput,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCertificate, IconKey, IconUpload } from '@tabler/icons-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCsdUpload, type CsdFiles } from '../use-csd-upload.ts';

export type CsdUploadProps = { companyId: string; hasCsd: boolean };

const NO_FILES: CsdFiles = { certificate: null, key: null };

// A file input's placeholder is text on the page, held to 4.5:1 (Mantine's grey is 2.1:1).
const READABLE_PLACEHOLDER = { placeholder: { color: 'var(--mantine-color-dimmed)' } };

/**
 * The SAT's .cer and .key and the key's password, sent together to the server, which refuses
 * each at its field. Inside the company's form but not part of it: its button sends only these
 * (Enter in the password too). The password input is emptied the moment it is sent.
 */
export function CsdUpload({ companyId, hasCsd }: CsdUploadProps) {
  const { t } = useTranslation();
  const groupId = useId();
  const { send, isSending, errors, failure } = useCsdUpload(companyId);
  const [files, setFiles] = useState<CsdFiles>(NO_FILES);
  const [password, setPassword] = useState('');
  const handleSend = async () => {
    const typed = password;
    setPassword('');
    if (await send(files, typed)) setFiles(NO_FILES);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // The company's form must not be submitted: Enter here sends the CSD.
    event.preventDefault();
    if (!isSending) void handleSend();
  };
  return (
    <Stack gap="sm" role="group" aria-labelledby={groupId}>
      <Text fw={600} size="sm" id={groupId}>
        {t('companies.csd.uploadTitle')}
      </Text>
      <SimpleGrid type="container" cols={{ base: 1, '520px': 3 }} spacing="sm" verticalSpacing="xs">
        <FileInput
          label={t('companies.csd.certificate')}
          placeholder={t('companies.csd.pick')}
          styles={READABLE_PLACEHOLDER}
          accept=".cer"
          leftSection={<IconCertificate size={16} aria-hidden />}
          value={files.certificate}
          onChange={(certificate) => setFiles((current) => ({ ...current, certificate }))}
          error={errors.certificate}
          disabled={isSending}
          clearable
        />
        <FileInput
          label={t('companies.csd.key')}
          placeholder={t('companies.csd.pick')}
          styles={READABLE_PLACEHOLDER}
          accept=".key"
          leftSection={<IconKey size={16} aria-hidden />}
          value={files.key}
          onChange={(key) => setFiles((current) => ({ ...current, key }))}
          error={errors.key}
          disabled={isSending}
          clearable
        />
        <TextInput
          type="password"
          label={t('companies.csd.password')}
          description={t('companies.csd.passwordHint')}
          autoComplete="off"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
          error={errors.password}
          disabled={isSending}
        />
      </SimpleGrid>
      {isSending && (
        <Stack gap={4} role="status">
          <Progress value={100} striped animated aria-label={t('companies.csd.sending')} />
          <Text size="sm">{t('companies.csd.sending')}</Text>
        </Stack>
      )}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      <Group>
        <Button
          type="button"
          variant="light"
          leftSection={<IconUpload size={16} aria-hidden />}
          loading={isSending}
          onClick={() => void handleSend()}
        >
          {hasCsd ? t('companies.csd.replace') : t('companies.csd.upload')}
        </Button>
      </Group>
    </Stack>
  );
}
