import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileButton,
  Group,
  Stack,
  Text,
} from '@mantine/core';
import type { ShipmentDocument, ShipmentMode } from '@rumbo/domain';
import { IconFileUpload, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StoredRecord } from '#data/repository/repository-types.ts';
import { documentFileUrl, fileToken } from '#data/shipments/shipment-document-files.ts';
import { shipmentCollection } from '#data/common/shipment-collection.ts';
import { acceptedDocumentTypes, documentEntries } from './document-entries.ts';
import { withDocumentShared } from './document-sharing.ts';
import { PaperMenu } from './paper-menu.tsx';
import { useDocumentActions } from './use-document-actions.ts';

// File tokens last two minutes: a fresh one well before that keeps the links working.
const TOKEN_REFRESH_MS = 90_000;

export type ShipmentDocumentsProps = {
  mode: ShipmentMode;
  /** The saved record's id; null while the shipment is new (files need a record). */
  shipmentId: string | null;
  documents: unknown;
  files: readonly string[];
  readOnly: boolean;
  /** The server is reachable and the data is the server's (not demo data). */
  canReachServer: boolean;
  onServerChange: (record: StoredRecord) => void;
  /** The `documents` list edited in the form (sharing with tracking links), saved with it. */
  onDocumentsChange: (documents: unknown[]) => void;
  /** The editor holds edits not yet saved (a generated document shows the saved record). */
  isDirty: boolean;
  onSaveFirst: () => void;
  /** The form's label of a record field. */
  fieldLabel: (field: string) => string;
};

/** The documents slot of the form: the shipment's files on the server, listed, added, removed. */
export function ShipmentDocuments(props: ShipmentDocumentsProps) {
  const { t } = useTranslation();
  if (!props.shipmentId)
    return (
      <Text c="dimmed" size="sm">
        {t('shipmentEditor.documents.saveFirst')}
      </Text>
    );
  return <DocumentsOfRecord {...props} shipmentId={props.shipmentId} />;
}

function DocumentsOfRecord({
  mode,
  shipmentId,
  documents,
  files,
  readOnly,
  canReachServer,
  onServerChange,
  onDocumentsChange,
  isDirty,
  onSaveFirst,
  fieldLabel,
}: ShipmentDocumentsProps & { shipmentId: string }) {
  const { t } = useTranslation();
  const entries = documentEntries(documents, files);
  const actions = useDocumentActions({ mode, shipmentId, onServerChange });
  const hasFiles = entries.some((entry) => entry.file);
  const token = useQuery({
    queryKey: ['file-token'],
    queryFn: fileToken,
    enabled: hasFiles && canReachServer,
    staleTime: TOKEN_REFRESH_MS,
    refetchInterval: TOKEN_REFRESH_MS,
  });
  const canChange = !readOnly && canReachServer && !actions.isBusy;
  return (
    <Stack gap="sm">
      {!canReachServer && (
        <Text size="sm" c="dimmed">
          {t('shipmentEditor.documents.offline')}
        </Text>
      )}
      {actions.error && (
        <Alert color="red" role="alert">
          {actions.error}
        </Alert>
      )}
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('shipmentEditor.documents.empty')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap={4}
          aria-label={t('shipmentEditor.documents.list')}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {entries.map((entry) => (
            <DocumentRow
              key={entry.id}
              entry={entry}
              href={
                entry.file && token.data
                  ? documentFileUrl(shipmentCollection(mode), shipmentId, entry.file, token.data)
                  : null
              }
              canRemove={canChange}
              onRemove={() => void actions.remove(entry)}
              canShare={!readOnly}
              onShare={(shared) => onDocumentsChange(withDocumentShared(documents, entry, shared))}
            />
          ))}
        </Stack>
      )}
      <Group gap="sm" align="center">
        <PaperMenu
          collection={shipmentCollection(mode)}
          shipmentId={shipmentId}
          canReachServer={canReachServer}
          canSave={!readOnly}
          isDirty={isDirty}
          onSaveFirst={onSaveFirst}
          onServerChange={onServerChange}
          fieldLabel={fieldLabel}
        />
      </Group>
      {!readOnly && (
        <Group gap="sm" align="center">
          <FileButton
            multiple
            accept={acceptedDocumentTypes()}
            onChange={(picked) => void actions.upload(picked)}
            disabled={!canChange}
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="light"
                leftSection={<IconFileUpload size={16} aria-hidden />}
                loading={actions.isBusy}
              >
                {t('shipmentEditor.documents.upload')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('shipmentEditor.documents.accepted')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

type DocumentRowProps = {
  entry: ShipmentDocument;
  href: string | null;
  canRemove: boolean;
  onRemove: () => void;
  canShare: boolean;
  onShare: (shared: boolean) => void;
};

function DocumentRow({ entry, href, canRemove, onRemove, canShare, onShare }: DocumentRowProps) {
  const { t } = useTranslation();
  return (
    <Group component="li" gap="xs" wrap="nowrap" justify="space-between" data-document={entry.name}>
      <Stack gap={4} style={{ minWidth: 0 }}>
        {href ? (
          <Anchor
            href={href}
            download={entry.name}
            size="sm"
            aria-label={t('shipmentEditor.documents.download', { name: entry.name })}
            style={{ overflowWrap: 'anywhere' }}
          >
            {entry.name}
          </Anchor>
        ) : (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.name}
            {!entry.file && (
              <Text span size="xs" c="dimmed">{` · ${t('shipmentEditor.documents.noFile')}`}</Text>
            )}
          </Text>
        )}
        {entry.file && (
          <Checkbox
            size="xs"
            label={t('shareTracking.documentShared')}
            checked={entry.shared === true}
            disabled={!canShare}
            onChange={(event) => onShare(event.currentTarget.checked)}
          />
        )}
      </Stack>
      {canRemove && (
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onRemove}
          aria-label={t('shipmentEditor.documents.remove', { name: entry.name })}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
