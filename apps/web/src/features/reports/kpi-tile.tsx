import { Box, Text, UnstyledButton } from '@mantine/core';
import classes from './reports-page.module.css';

export type KpiTileProps = {
  label: string;
  value: string;
  /** A second line under the value ("x of y milestones"). */
  detail?: string;
  /** Opens what is behind the figure; without it the tile is a plain figure, not a button. */
  onOpen?: () => void;
};

/** One figure of the report; most open the shipments behind them. */
// Long figures (money) get a smaller size so that they break only between code and amount.
export function KpiTile({ label, value, detail, onOpen }: KpiTileProps) {
  const content = (
    <>
      <Text size="sm" c="dimmed" fw={500} component="span" className={classes.tileLabel}>
        {label}
      </Text>
      <Text
        fz={value.length > 11 ? { base: 16, sm: 20 } : 26}
        fw={700}
        lh={1.2}
        component="span"
        className={classes.tileValue}
      >
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed" component="span">
          {detail}
        </Text>
      )}
    </>
  );
  return onOpen ? (
    <UnstyledButton className={classes.tile} onClick={onOpen} data-testid="report-tile">
      {content}
    </UnstyledButton>
  ) : (
    <Box className={classes.tile} data-testid="report-tile">
      {content}
    </Box>
  );
}
