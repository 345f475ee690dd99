import { collateralRatioColor } from '@fantom-wallet/core';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_LISTED_TOKENS, useLookalikeCheck } from '../../../shared/tokens/useLookalikeCheck.ts';
import { TokenPicker } from '../../../shared/ui/TokenPicker.tsx';
import { NotEnoughForGasAlert } from '../../transactions/index.ts';
import type { FmintConfig, FmintToken } from '../data/FmintData.ts';
import { formatBps } from '../overview/formatToken.ts';
import { RatioRing } from '../overview/RatioRing.tsx';
import { AmountSlider } from './AmountSlider.tsx';

export interface FormLine {
  label: string;
  value: string;
  testId?: string;
}

function Line({ label, value, testId }: FormLine) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The layout both fMint forms share (docs/fmint.md#inputs): title and intro, the token picker in the picker modes,
 * the form's figures beside the Debt Limit ring it would give, the amount slider, the change in words and Submit.
 * Each form computes its own figures and order; this only lays them out.
 */
export function FmintFormFrame({
  testId,
  title,
  intro,
  picker,
  notice,
  lines,
  limit,
  ratio,
  config,
  slider,
  change,
  noGas,
  canSubmit,
  onSubmit,
}: {
  testId: string;
  title: string;
  intro: string;
  /** The tokens to pick from, in the picker modes; null in the single-token modes. */
  picker: { tokens: readonly FmintToken[]; value: string; onPick: (token: string) => void } | null;
  notice?: ReactNode;
  lines: readonly FormLine[];
  /** The Debt Limit after the change, in basis points, and the collateral ratio that colours it (null: no debt). */
  limit: bigint;
  ratio: bigint | null;
  config: FmintConfig;
  slider: Omit<ComponentProps<typeof AmountSlider>, 'buttons'>;
  change: string | null;
  noGas: boolean;
  canSubmit: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  // fMint and fSwap list the tokens of fMint's own registry: measured against the network registry alone.
  const lookalikeOf = useLookalikeCheck({ listed: NO_LISTED_TOKENS });
  return (
    <Stack data-testid={testId}>
      <Text fw={700} size="lg" component="h2" m={0}>
        {title}
      </Text>
      <Text size="sm">{intro}</Text>
      {picker && (
        <TokenPicker
          lookalikeOf={lookalikeOf}
          label={t('fmint.form.token')}
          tokens={picker.tokens.map((tk) => ({ ...tk, balance: tk.available }))}
          value={picker.value}
          onChange={(tk) => picker.onPick(tk.address)}
        />
      )}
      {notice}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          {lines.map((line) => (
            <Line key={line.label} {...line} />
          ))}
        </Stack>
        <RatioRing
          label={t('fmint.form.debtLimit')}
          text={formatBps(limit)}
          fill={limit > 10_000n ? 10_000n : limit}
          color={collateralRatioColor(ratio, config.minRatioBps, config.rewardRatioBps)}
          size={110}
          testId="fmint-debt-limit"
        />
      </SimpleGrid>
      <AmountSlider {...slider} buttons={picker === null} />
      {change !== null && <Text data-testid="fmint-change">{change}</Text>}
      {noGas && <NotEnoughForGasAlert />}
      <Group justify="flex-end">
        <Button disabled={noGas || !canSubmit} onClick={onSubmit}>
          {t('fmint.form.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
