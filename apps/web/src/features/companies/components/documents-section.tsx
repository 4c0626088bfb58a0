import { ActionIcon, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { COMPANIES_COLLECTION } from '@rumbo/domain';
import { IconFileUpload, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyDocumentUrl, companyFileToken } from '#data/companies/company-files.ts';
import { newDraftKey, type DocumentDraft } from '../company-form-values.ts';
import { CompanyFormSection } from './company-form-section.tsx';
import type { CompanyForm } from './company-form-types.ts';

// File tokens last two minutes: a fresh one well before that keeps the links working.
const TOKEN_REFRESH_MS = 90_000;

export type DocumentsSectionProps = { form: CompanyForm; companyId: string | null };

/**
 * The company's documents: stored ones download through a file token (protected files), new
 * ones are uploaded with the next save, and removed ones are deleted with it.
 */
export function DocumentsSection({ form, companyId }: DocumentsSectionProps) {
  const { t } = useTranslation();
  const documents = form.getValues().documents;
  const hasStored = documents.some((doc) => doc.file);
  const token = useQuery({
    queryKey: ['file-token'],
    queryFn: companyFileToken,
    enabled: hasStored && companyId !== null,
    staleTime: TOKEN_REFRESH_MS,
    refetchInterval: TOKEN_REFRESH_MS,
  });
  const handleAdd = (files: File[]) => {
    for (const file of files)
      form.insertListItem('documents', { id: newDraftKey('doc'), name: file.name, upload: file });
  };
  const hrefOf = (doc: DocumentDraft) =>
    companyId && doc.file && token.data
      ? companyDocumentUrl(companyId, doc.file, token.data)
      : null;
  return (
    <CompanyFormSection id="documents" title={t('companies.sections.documents')}>
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('companies.documents.empty')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={4}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('companies.documents.list')}
        >
          {documents.map((doc, index) => (
            <DocumentRow
              key={doc.id}
              doc={doc}
              href={hrefOf(doc)}
              onRemove={() => form.removeListItem('documents', index)}
            />
          ))}
        </Stack>
      )}
      <Group gap="sm">
        <FileButton multiple accept={documentTypes()} onChange={handleAdd}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              leftSection={<IconFileUpload size={16} aria-hidden />}
            >
              {t('companies.documents.add')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('companies.documents.accepted')}
        </Text>
      </Group>
    </CompanyFormSection>
  );
}

type DocumentRowProps = { doc: DocumentDraft; href: string | null; onRemove: () => void };

function DocumentRow({ doc, href, onRemove }: DocumentRowProps) {
  const { t } = useTranslation();
  const note = doc.upload
    ? t('companies.documents.pending')
    : doc.file
      ? ''
      : t('companies.documents.noFile');
  return (
    <Group component="li" gap="xs" wrap="nowrap" justify="space-between" data-document={doc.name}>
      {href ? (
        <Anchor
          href={href}
          download={doc.name}
          size="sm"
          aria-label={t('companies.documents.download', { name: doc.name })}
          style={{ overflowWrap: 'anywhere' }}
        >
          {doc.name}
        </Anchor>
      ) : (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {doc.name}
          {note && <Text span size="xs" c="dimmed">{` · ${note}`}</Text>}
        </Text>
      )}
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={onRemove}
        aria-label={t('companies.documents.remove', { name: doc.name })}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function documentTypes(): string {
  const field = COMPANIES_COLLECTION.schema.find((it) => it.name === 'documentFiles');
  const types = field?.options.mimeTypes;
  return Array.isArray(types) ? types.join(',') : '';
}
