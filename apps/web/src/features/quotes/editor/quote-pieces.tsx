import { ActionIcon, Button, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { emptyPiece, type PieceDraft } from './quote-draft.ts';
import { numberOrNull } from './quote-number-input.ts';

type PieceField = Exclude<keyof PieceDraft, 'key'>;
const FIELDS: PieceField[] = ['count', 'lengthCm', 'widthCm', 'heightCm', 'weightKg'];

/** Air cargo: lines of alike pieces, their size in cm and the weight of one piece. */
export function QuotePieces(props: {
  pieces: PieceDraft[];
  isReadOnly: boolean;
  onChange: (pieces: PieceDraft[]) => void;
}) {
  const { t } = useTranslation();
  const { pieces, isReadOnly, onChange } = props;
  const set = (piece: PieceDraft, field: PieceField, value: string | number) =>
    onChange(pieces.map((it) => (it === piece ? { ...it, [field]: numberOrNull(value) } : it)));
  return (
    <Stack gap={6} role="group" aria-labelledby="quote-editor-pieces">
      <Text size="sm" fw={500} id="quote-editor-pieces">
        {t('quoteEditor.cargo.pieces')}
      </Text>
      {pieces.map((piece, index) => (
        <Paper key={piece.key} withBorder p="xs" radius="sm">
          <SimpleGrid cols={{ base: 2, sm: 6 }} spacing="xs" verticalSpacing="xs">
            {FIELDS.map((field) => (
              <NumberInput
                key={field}
                label={t(`quoteEditor.cargo.piece.${field}`, { index: index + 1 })}
                min={0}
                allowDecimal={field !== 'count'}
                value={piece[field] ?? ''}
                onChange={(value) => set(piece, field, value)}
                readOnly={isReadOnly}
              />
            ))}
            {!isReadOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={{ base: 0, sm: 26 }}
                aria-label={t('quoteEditor.cargo.removePiece', { index: index + 1 })}
                onClick={() => onChange(pieces.filter((it) => it !== piece))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            )}
          </SimpleGrid>
        </Paper>
      ))}
      {!isReadOnly && (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...pieces, emptyPiece()])}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('quoteEditor.cargo.addPiece')}
        </Button>
      )}
    </Stack>
  );
}
