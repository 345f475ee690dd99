import { amountsForLiquidity, liquidityAtPercent, pairPrice } from '@fantom-wallet/core';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PercentSlider } from '../../../shared/ui/PercentSlider.tsx';
import { FormCard } from '../../swap/index.ts';
import { NotEnoughForGasAlert } from '../../transactions/index.ts';
import { pairOf } from '../data/toFuniPairs.ts';
import { orderState } from '../flow/FuniOrder.ts';
import { Detail } from '../ui/Detail.tsx';
import { showAmount, showPrice } from '../ui/funiFormat.ts';
import { type LiquidityScreenProps, useLiquidityScreen } from './useLiquidityScreen.ts';

/**
 * /funi/{address}/pools/remove/{tokena}/{tokenb} (docs/funi.md#remove-liquidity): a 0–100 % slider over the
 * wallet's share, the amounts it gives back and the price; 'Remove' once both amounts are above zero.
 */
export function RemoveLiquidityForm({ account, pairs: loaded }: LiquidityScreenProps) {
  const { t } = useTranslation();
  const { noGas, navigate, params, pairs, base } = useLiquidityScreen(account, loaded);
  const [percent, setPercent] = useState(0);
  const found = pairOf(pairs, params.tokena, params.tokenb);

  if (!found || found.pair.share <= 0n) {
    return (
      <Alert color="yellow" role="alert" data-testid="funi-remove-none">
        <Stack gap="xs" align="flex-start">
          {found ? t('funi.remove.noShare') : t('funi.remove.noPair')}
          <Button size="xs" variant="default" component={Link} to={`${base}/pools`}>
            {t('funi.remove.toPools')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { pair } = found;
  const [a, b] = pair.tokens;
  const liquidity = liquidityAtPercent(pair.share, percent);
  const amounts = amountsForLiquidity(liquidity, pair.reserves, pair.totalSupply);
  const enabled = amounts[0] > 0n && amounts[1] > 0n;

  return (
    <FormCard
      label={t('funi.remove.title')}
      onSubmit={() => {
        if (!enabled) return;
        navigate(`${base}/pools/remove/confirmation`, {
          state: orderState({ kind: 'remove', pair: pair.address, percent }),
        });
      }}
    >
      <Text fw={700} size="lg" component="h2">
        {t('funi.remove.heading', { pair: `${a.symbol}/${b.symbol}` })}
      </Text>
      <Text size="xl" fw={700} data-testid="funi-remove-percent">
        {`${percent} %`}
      </Text>
      <PercentSlider
        label={t('funi.remove.amount')}
        value={percent}
        onChange={setPercent}
        testId="funi-remove-slider"
      />
      <Stack gap={4} data-testid="funi-remove-amounts">
        <Detail label={a.symbol} value={showAmount(amounts[0], a)} testId="funi-remove-amount-a" />
        <Detail label={b.symbol} value={showAmount(amounts[1], b)} testId="funi-remove-amount-b" />
      </Stack>
      <Stack gap={4}>
        <Detail
          label={t('funi.add.priceOf', { a: a.symbol, b: b.symbol })}
          value={showPrice(pairPrice(pair.reserves[0], a.decimals, pair.reserves[1], b.decimals))}
        />
        <Detail
          label={t('funi.add.priceOf', { a: b.symbol, b: a.symbol })}
          value={showPrice(pairPrice(pair.reserves[1], b.decimals, pair.reserves[0], a.decimals))}
        />
      </Stack>
      {noGas && <NotEnoughForGasAlert />}
      <Group>
        <Button type="submit" color="red" disabled={noGas || !enabled} data-testid="funi-remove-submit">
          {t('funi.remove.submit')}
        </Button>
      </Group>
    </FormCard>
  );
}
