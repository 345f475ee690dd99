import { pairPrice, tradePrice, UNISWAP } from '@fantom-wallet/core';
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowsDownUp, IconArrowsLeftRight } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { funiKeys } from '../../../shared/queryKeys.ts';
import { useLookalikeCheck } from '../../../shared/tokens/useLookalikeCheck.ts';
import type { TokenPickerOption } from '../../../shared/ui/TokenPicker.tsx';
import type { Account } from '../../../storage/accounts/Account.ts';
import { FormCard, TokenAmountBox, useSwapForm } from '../../swap/index.ts';
import { NotEnoughForGasAlert, useNotEnoughForGas } from '../../transactions/index.ts';
import type { FuniPair, FuniToken } from '../data/FuniPair.ts';
import { findToken, hasLiquidity, pairOf, tokensOfPairs } from '../data/toFuniPairs.ts';
import { orderState } from '../flow/FuniOrder.ts';
import { Detail } from '../ui/Detail.tsx';
import { showAmount, showPercent, showPrice } from '../ui/funiFormat.ts';
import { swapLabel } from './swapLabel.ts';

/**
 * The swap form (docs/funi.md#swap): pay and receive boxes with pickers and balances, the flip button, quotes
 * either way after 250 ms of quiet, the price, slippage limits, price impact and fee, and the walking submit label.
 */
export function SwapForm({ account, pairs }: { account: Account; pairs: readonly FuniPair[] }) {
  const noGas = useNotEnoughForGas(account.address);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useActiveNetwork();
  const params = useParams();
  const base = `/funi/${account.address}`;
  const tokens = useMemo(() => tokensOfPairs(pairs), [pairs]);
  const lookalikeOf = useLookalikeCheck({ listed: tokens });
  const [choice, setChoice] = useState<{ from: string | null; to: string | null }>(() => {
    const from = findToken(tokens, params.tokena) ?? tokens.find((token) => token.symbol === 'WFTM') ?? null;
    const to = findToken(tokens, params.tokenb);
    return { from: from?.address ?? null, to: to && to.address !== from?.address ? to.address : null };
  });
  const [flipped, setFlipped] = useState(false);
  const from = findToken(tokens, choice.from);
  const to = findToken(tokens, choice.to);
  const found = pairOf(pairs, from?.address, to?.address);
  const liquid = hasLiquidity(found?.reserves);

  // Both tokens chosen: the route carries them, so a reload or a link opens the same pair.
  useEffect(() => {
    if (!from || !to) return;
    if (params.tokena === from.address && params.tokenb === to.address) return;
    navigate(`${base}/swap/${from.address}/${to.address}`, { replace: true });
  }, [from, to, params.tokena, params.tokenb, navigate, base]);

  const swap = useSwapForm({
    from,
    to,
    area: funiKeys.all(network.id),
    pricing: liquid ? 'quote' : 'none',
    reserves: found?.reserves,
  });
  const { side, amountIn, amountOut, invalid, typeFrom, typeTo, flipSide, clear } = swap;
  const label = swapLabel({ from, to, liquid, amountIn, amountOut });
  const labelText =
    label.key === 'insufficientBalance'
      ? t('funi.swap.label.insufficientBalance', { symbol: label.symbol })
      : t(`funi.swap.label.${label.key}`);
  const quoteFailed = swap.quote.failed ? t('funi.swap.quoteFailed') : null;

  // Stable between quotes, so the memoised pickers and flip button skip the re-render an answer causes.
  const swapSides = useCallback(() => {
    setChoice((c) => ({ from: c.to, to: c.from }));
    flipSide();
  }, [flipSide]);
  const [pickFrom, pickTo] = useMemo(() => {
    const pick = (which: 'from' | 'to') => (token: TokenPickerOption) => {
      if (which === 'from' && token.address === choice.from) return;
      if (which === 'to' && token.address === choice.to) return;
      setChoice(
        which === 'from' ? { from: token.address, to: choice.to } : { from: choice.from, to: token.address },
      );
      clear();
    };
    return [pick('from'), pick('to')];
  }, [choice, clear]);
  const fromMax = useMemo(
    () =>
      from
        ? {
            label: t('funi.max'),
            value: from.balance,
            decimals: from.decimals,
          }
        : undefined,
    [from, t],
  );
  const fromOtherSide = useMemo(
    () => (choice.to ? { address: choice.to, onPick: swapSides } : undefined),
    [choice.to, swapSides],
  );
  const toOtherSide = useMemo(
    () => (choice.from ? { address: choice.from, onPick: swapSides } : undefined),
    [choice.from, swapSides],
  );

  const submit = () => {
    if (label.key !== 'swap' || !from || !to || amountIn === null || amountOut === null) return;
    navigate(`${base}/swap/confirmation`, {
      state: orderState({
        kind: 'swap',
        exact: side === 'from' ? 'in' : 'out',
        from: from.address,
        to: to.address,
        amountIn,
        amountOut,
      }),
    });
  };

  const options = tokens as readonly TokenPickerOption[];
  /** A box's title, balance and picker: the two boxes differ in these only by their side. */
  const sideBox = (which: 'from' | 'to') => {
    const token = which === 'from' ? from : to;
    return {
      title: t(`funi.swap.${which}`),
      balance: token && t('funi.balance', { amount: showAmount(token.balance, token) }),
      balanceTestId: `funi-${which}-balance`,
      picker: {
        lookalikeOf,
        label: t(`funi.swap.${which}Token`),
        tokens: options,
        value: choice[which],
        onChange: which === 'from' ? pickFrom : pickTo,
        otherSide: which === 'from' ? fromOtherSide : toOtherSide,
        testId: `funi-${which}-token`,
      },
    };
  };
  const reserves = found?.reserves;
  const price = (
    a: FuniToken,
    b: FuniToken,
    inA: bigint | null,
    outB: bigint | null,
    rA: bigint,
    rB: bigint,
  ) =>
    inA !== null && outB !== null && inA > 0n && outB > 0n
      ? tradePrice(inA, a.decimals, outB, b.decimals)
      : pairPrice(rA, a.decimals, rB, b.decimals);

  return (
    <FormCard label={t('funi.swap.title')} onSubmit={submit}>
      <TokenAmountBox
        {...sideBox('from')}
        amount={{
          label: t('funi.swap.fromAmount'),
          value: swap.fromText,
          onChange: typeFrom,
          error:
            side === 'from' && invalid ? invalid : label.key === 'insufficientBalance' ? labelText : null,
          disabled: !liquid,
          max: fromMax,
        }}
      />
      <FlipButton label={t('funi.swap.flip')} onClick={swapSides} />
      <TokenAmountBox
        {...sideBox('to')}
        amount={{
          label: t('funi.swap.toAmount'),
          value: swap.toText,
          onChange: typeTo,
          error: side === 'to' ? (invalid ?? quoteFailed) : side === 'from' ? quoteFailed : null,
          disabled: !liquid,
        }}
      />
      {from && to && reserves && liquid && (
        <Stack gap={4} data-testid="funi-swap-details">
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" data-testid="funi-swap-price">
              {flipped
                ? t('funi.priceLine', {
                    a: to.symbol,
                    b: from.symbol,
                    price: showPrice(price(to, from, amountOut, amountIn, reserves[1], reserves[0])),
                  })
                : t('funi.priceLine', {
                    a: from.symbol,
                    b: to.symbol,
                    price: showPrice(price(from, to, amountIn, amountOut, reserves[0], reserves[1])),
                  })}
            </Text>
            <ActionIcon
              variant="subtle"
              size="sm"
              onClick={() => setFlipped(!flipped)}
              aria-label={t('funi.flipPrice')}
            >
              <IconArrowsLeftRight size={16} aria-hidden />
            </ActionIcon>
          </Group>
          <Detail
            label={t('funi.swap.slippage')}
            value={`${swap.slippage.toleranceText} %`}
            testId="funi-slippage"
          />
          {side === 'from' && swap.minimumReceived !== null && (
            <Detail
              label={t('funi.swap.minimumReceived')}
              value={showAmount(swap.minimumReceived, to)}
              testId="funi-minimum-received"
            />
          )}
          {side === 'to' && swap.maximumSold !== null && (
            <Detail
              label={t('funi.swap.maximumSold')}
              value={showAmount(swap.maximumSold, from)}
              testId="funi-maximum-sold"
            />
          )}
          {swap.priceImpact !== null && (
            <Detail
              label={t('funi.swap.priceImpact')}
              value={showPercent(swap.priceImpact)}
              testId="funi-price-impact"
            />
          )}
          <Detail label={t('funi.lpFee')} value={showPercent(UNISWAP.lpFeeBps)} testId="funi-lp-fee" />
        </Stack>
      )}
      {noGas && <NotEnoughForGasAlert />}
      <Button type="submit" disabled={noGas || label.key !== 'swap'} data-testid="funi-swap-submit">
        {labelText}
      </Button>
    </FormCard>
  );
}

/** Swaps the two sides; memoised with its tooltip, which a quote's answer does not change. */
const FlipButton = memo(function FlipButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Group justify="center">
      <Tooltip label={label}>
        <ActionIcon variant="light" size="lg" onClick={onClick} aria-label={label}>
          <IconArrowsDownUp size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
});
