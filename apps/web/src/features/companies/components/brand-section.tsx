import {
  Button,
  FileButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { BRAND_LOGO_URL_MAX_LENGTH, COMPANIES_COLLECTION } from '@rumbo/domain';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { companyLogoFileUrl } from '#data/companies/company-files.ts';
import { BrandLogo } from '#ui/brand-logo.tsx';
import classes from './companies.module.css';
import { CompanyFormSection } from './company-form-section.tsx';
import type { CompanyForm } from './company-form-types.ts';

export type BrandSectionProps = { form: CompanyForm; companyId: string | null };

/** Brand name and logo: an uploaded file, or a URL (cut to 5000 characters), with a preview. */
export function BrandSection({ form, companyId }: BrandSectionProps) {
  const { t } = useTranslation();
  const values = form.getValues();
  const preview = logoPreview(companyId, values.brandLogo, values.logoUpload, values.brandLogoUrl);
  const handleLogo = (file: File | null) => {
    if (file) form.setFieldValue('logoUpload', file);
  };
  const handleRemove = () => {
    form.setFieldValue('logoUpload', null);
    form.setFieldValue('brandLogo', '');
  };
  const hasFile = Boolean(values.logoUpload || values.brandLogo);
  return (
    <CompanyFormSection id="brand" title={t('companies.sections.brand')}>
      <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label={t('companies.fields.brandName')}
          maxLength={200}
          {...form.getInputProps('brandName')}
        />
        <TextInput
          label={t('companies.fields.brandLogoUrl')}
          description={t('companies.fields.brandLogoUrlHint')}
          type="url"
          maxLength={BRAND_LOGO_URL_MAX_LENGTH}
          {...form.getInputProps('brandLogoUrl')}
        />
      </SimpleGrid>
      <Group gap="md" align="center" wrap="nowrap">
        <div className={classes.logoPreview}>
          <BrandLogo src={preview} size={80} alt={t('companies.fields.logoPreview')} />
        </div>
        <Stack gap={6} miw={0}>
          <Text size="sm" fw={500}>
            {t('companies.fields.logoFile')}
          </Text>
          {values.logoUpload && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('companies.fields.logoPending', { name: values.logoUpload.name })}
            </Text>
          )}
          <Group gap="xs">
            <FileButton onChange={handleLogo} accept={logoTypes()}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  leftSection={<IconPhotoUp size={16} aria-hidden />}
                >
                  {t('companies.fields.uploadLogo')}
                </Button>
              )}
            </FileButton>
            {hasFile && (
              <Button
                size="xs"
                variant="default"
                onClick={handleRemove}
                leftSection={<IconTrash size={16} aria-hidden />}
              >
                {t('companies.fields.removeLogo')}
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
      <TextInput
        label={t('companies.fields.documentFooter')}
        description={t('companies.fields.documentFooterHint')}
        maxLength={500}
        {...form.getInputProps('documentFooter')}
      />
      <Textarea
        label={t('companies.fields.documentTerms')}
        description={t('companies.fields.documentTermsHint')}
        autosize
        minRows={3}
        maxRows={12}
        maxLength={10_000}
        {...form.getInputProps('documentTerms')}
      />
    </CompanyFormSection>
  );
}

// One object URL per picked file, kept for the page's life: a handful of logos at most, and
// revoking in an effect cleanup would break the preview when React re-runs effects.
const objectUrls = new WeakMap<File, string>();

function objectUrlOf(file: File): string {
  const known = objectUrls.get(file);
  if (known) return known;
  const created = URL.createObjectURL(file);
  objectUrls.set(file, created);
  return created;
}

/** What the preview shows: the file being uploaded, else the stored file, else the URL. */
function logoPreview(
  companyId: string | null,
  stored: string,
  upload: File | null,
  url: string,
): string | null {
  if (upload) return objectUrlOf(upload);
  if (companyId && stored) return companyLogoFileUrl({ id: companyId, brandLogo: stored });
  return /^(https?:\/\/|data:image\/|\/(?!\/))/i.test(url.trim()) ? url.trim() : null;
}

function logoTypes(): string {
  const field = COMPANIES_COLLECTION.schema.find((it) => it.name === 'brandLogo');
  const types = field?.options.mimeTypes;
  return Array.isArray(types) ? types.join(',') : 'image/*';
}
