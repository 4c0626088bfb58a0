import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { BusySpinner } from '#ui/busy-spinner.tsx';
import type { CompaniesRecord } from '@rumbo/domain';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsHistoryTabs, type ExtraRecordTab } from '#ui/history/details-history-tabs.tsx';
import { companyRecordQuery } from '#data/companies/companies-query.ts';
import type { CompanyEditScope } from '../company-form-values.ts';
import { errorMessage, useCompanyActions } from '../use-company-actions.ts';
import { CompanyFormView } from './company-form.tsx';
import { CompanyFormSection } from './company-form-section.tsx';
import { CompanyHistoryTab } from './company-history-tab.tsx';

export type CompanyEditorProps = {
  /** Null: a new company. */
  companyId: string | null;
  scope: CompanyEditScope;
  nowMs: number;
  /** Defaults to 'New company' / 'Edit {name}'. */
  title?: string;
  /** The company's users (the CompanyUsersPanel), shown once the company exists. */
  renderUsers: (companyId: string) => ReactNode;
  /** Tabs after Details and History once the company exists (My company: its messages). */
  moreTabs?: readonly ExtraRecordTab[];
  /** Whether the person may replace the company's CSD (issue 39); read-only otherwise. */
  canReplaceCsd?: boolean;
  /** Platform admins: back to the list, and where a created or deleted company leads. */
  onBack?: () => void;
  onCreated?: (company: CompaniesRecord) => void;
};

/** Loads a company and edits it, with its history beside; the admin's editor also deletes it. */
export function CompanyEditor(props: CompanyEditorProps) {
  const { t } = useTranslation();
  const { companyId } = props;
  const company = useQuery({ ...companyRecordQuery(companyId ?? ''), enabled: companyId !== null });
  if (companyId !== null && company.isPending) return <BusySpinner label={t('common.loading')} />;
  if (company.isError)
    return (
      <Alert color="red" role="alert">
        {t('companies.companyLoadFailed', { message: errorMessage(company.error) })}
      </Alert>
    );
  if (companyId !== null && !company.data)
    return (
      <EditorFrame {...props} heading={props.title ?? t('companies.title')}>
        <Text>{t('companies.notFound')}</Text>
      </EditorFrame>
    );
  return <LoadedEditor {...props} company={company.data ?? null} />;
}

function LoadedEditor(props: CompanyEditorProps & { company: CompaniesRecord | null }) {
  const { t } = useTranslation();
  const { company, scope, onBack, onCreated, renderUsers } = props;
  const { remove } = useCompanyActions();
  // Re-mounted after each own save or undo, so the form shows what the server stored (file
  // names too).
  const [formKey, setFormKey] = useState(0);
  const [isDirty, setDirty] = useState(false);
  const handleSaved = (saved: CompaniesRecord) => {
    if (!company) onCreated?.(saved);
    else setFormKey((key) => key + 1);
  };
  const handleDelete = async () => {
    if (company && (await remove(company))) onBack?.();
  };
  const deleteButton =
    scope === 'all' && company ? (
      <Button
        color="red.9"
        onClick={() => void handleDelete()}
        leftSection={<IconTrash size={18} aria-hidden />}
      >
        {t('companies.editor.delete')}
      </Button>
    ) : null;
  const heading =
    props.title ??
    (company
      ? t('companies.editor.editTitle', { name: company.name })
      : t('companies.editor.newTitle'));
  const details = (
    <>
      <CompanyFormView
        key={`${company?.id ?? 'new'}-${formKey}`}
        company={company}
        scope={scope}
        nowMs={props.nowMs}
        onSaved={handleSaved}
        onDirtyChange={setDirty}
        actions={deleteButton}
        canReplaceCsd={props.canReplaceCsd}
      />
      {/* The users panel brings its own 'Users' heading. */}
      {company ? (
        renderUsers(company.id)
      ) : (
        <CompanyFormSection id="users" title={t('companies.editor.users')}>
          <Text size="sm" c="dimmed">
            {t('companies.editor.usersAfterCreate')}
          </Text>
        </CompanyFormSection>
      )}
    </>
  );
  if (!company)
    return (
      <EditorFrame {...props} heading={heading}>
        {details}
      </EditorFrame>
    );
  return (
    <EditorFrame {...props} heading={heading}>
      <DetailsHistoryTabs
        details={<Stack gap="md">{details}</Stack>}
        more={props.moreTabs}
        history={
          <CompanyHistoryTab
            companyId={company.id}
            version={company.updated ?? ''}
            hasUnsavedChanges={isDirty}
            onUndone={() => setFormKey((key) => key + 1)}
          />
        }
      />
    </EditorFrame>
  );
}

type EditorFrameProps = { heading: string; onBack?: () => void; children: ReactNode };

function EditorFrame({ heading, onBack, children }: EditorFrameProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={1100}>
      {onBack && (
        <Group>
          <Anchor component="button" type="button" onClick={onBack} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              {t('companies.backToList')}
            </Group>
          </Anchor>
        </Group>
      )}
      <Title order={1}>{heading}</Title>
      {children}
    </Stack>
  );
}
