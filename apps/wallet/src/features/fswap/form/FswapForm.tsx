import {
  amountAtPercent,
  checkSwapAmount,
  FSWAP,
  FSWAP_MESSAGES,
  formatAmount,
  fswapRoute,
  maxSwapFrom,
  percentOfMax,
  sameAddress,
  swapPrice,
  toDecimalString,
} from '@fantom-wallet/core';
import { ActionIcon, Alert, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowsDownUp, IconArrowsLeftRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/errorMessage.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { fswapKeys } from '../../../shared/queryKeys.ts';
import { NO_LISTED_TOKENS, useLookalikeCheck } from '../../../shared/tokens/useLookalikeCheck.ts';
import { PercentSlider } from '../../../shared/ui/PercentSlider.tsx';
import type { TokenPickerOption } from '../../../shared/ui/TokenPicker.tsx';
import { useSettingsStore } from '../../../storage/settings/useSettingsStore.ts';
import { FormCard, TokenAmountBox, useSwapForm, useSwapSlippage } from '../../swap/index.ts';
import { NotEnoughForGasAlert, useNotEnoughForGas } from '../../transactions/index.ts';
import type { FswapToken } from '../data/FswapToken.ts';
import { readFswapOrder, toOrderState } from '../flow/FswapOrder.ts';
import { counterparts, initialPair, pairFor } from './fswapPair.ts';

/**
 * The fSwap form (docs/fswap.md): From and To pickers with amounts, the direction button, the percent slider,
 * the flippable price line and, for a trade, the minimum received. Submit opens the confirmation with the order.
 */
/** `address`: the account that trades (its FTM pays the fee). */
export function FswapForm({ address, tokens }: { address: string; tokens: readonly FswapToken[] }) {
  const noGas = useNotEnoughForGas(address);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useActiveNetwork();
  // fMint and fSwap list the tokens of fMint's own registry: measured against the network registry alone.
  const lookalikeOf = useLookalikeCheck({ listed: NO_LISTED_TOKENS });
  const fractionDigits = useSettingsStore((s) => s.fractionDigits);
  const { reserveBps } = useSwapSlippage();
  const [params, setParams] = useSearchParams();
  // Back from the confirmation (or a failed step) brings the order: the form opens with its pair and amount.
  const location = useLocation();
  const [returned] = useState(() => readFswapOrder(location.state));
  const [choice, setChoice] = useState<{ from: string | null; to: string | null }>(() => {
    const pair = initialPair(
      tokens,
      returned?.from ?? params.get('fromToken'),
      returned?.to ?? params.get('toToken'),
    );
    return { from: pair?.from.address ?? null, to: pair?.to.address ?? null };
  });
  const [flipped, setFlipped] = useState(false);
  const pair = pairFor(tokens, choice.from, choice.to);

  // The route carries the pair, so a reload or a shared link opens the same one.
  const fromAddress = pair?.from.address;
  const toAddress = pair?.to.address;
  useEffect(() => {
    if (!fromAddress || !toAddress) return;
    if (params.get('fromToken') === fromAddress && params.get('toToken') === toAddress) return;
    setParams({ fromToken: fromAddress, toToken: toAddress }, { replace: true });
  }, [fromAddress, toAddress, params, setParams]);

  const route = pair ? fswapRoute(pair.from.kind, pair.to.kind) : null;
  const max = pair
    ? maxSwapFrom({ balance: pair.from.balance, kind: pair.from.kind, slippageReserveBps: reserveBps })
    : 0n;
  const swap = useSwapForm({
    from: pair?.from,
    to: pair?.to,
    area: fswapKeys.all(network.id),
    pricing: route === 'trade' ? 'quote' : route === null ? 'none' : 'same',
    max,
    initialText: () =>
      returned && pair && sameAddress(pair.from.address, returned.from)
        ? toDecimalString(returned.amountIn, pair.from.decimals)
        : '',
  });
  const { side, amountOut, invalid } = swap;
  // The From side is what is checked; when the To amount is typed, the From amount comes from it.
  const check = checkSwapAmount(swap.fromText, pair?.from.decimals ?? 18, max);
  const toError = side === 'to' ? invalid : null;
  const canSubmit =
    pair !== null &&
    route !== null &&
    check.canSubmit &&
    toError === null &&
    amountOut !== null &&
    amountOut > 0n;

  if (!pair) return <Alert color="yellow">{t('fswap.noTokens')}</Alert>;

  const option = (token: FswapToken): TokenPickerOption => token;
  const swapSides = () => {
    setChoice({ from: pair.to.address, to: pair.from.address });
    swap.flipSide();
  };
  const pickFrom = (token: TokenPickerOption) => {
    if (token.address === pair.from.address) return;
    setChoice({ from: token.address, to: pair.to.address });
    swap.clear();
  };
  const pickTo = (token: TokenPickerOption) => {
    if (token.address === pair.to.address) return;
    setChoice({ from: pair.from.address, to: token.address });
    swap.clear();
  };
  const toOptions = counterparts(tokens, pair.from);
  const rate = flipped ? swapPrice(pair.to, pair.from) : swapPrice(pair.from, pair.to);
  const [priceFrom, priceTo] = flipped ? [pair.to, pair.from] : [pair.from, pair.to];
  const shown = (value: bigint, token: FswapToken) =>
    formatAmount(value, { decimals: token.decimals, fractionDigits, symbol: token.symbol });
  /**
   * A box's title, balance and picker: the two boxes differ in these only by their side, but for the To picker's
   * tokens that no route reaches from the From token.
   */
  const sideBox = (which: 'from' | 'to') => {
    const [token, other] = which === 'from' ? [pair.from, pair.to] : [pair.to, pair.from];
    return {
      title: t(`fswap.${which}`),
      balance: t('fswap.balance', { amount: shown(token.balance, token) }),
      balanceTestId: `fswap-${which}-balance`,
      picker: {
        lookalikeOf,
        label: t(`fswap.${which}Token`),
        tokens: tokens.map(option),
        value: token.address,
        onChange: which === 'from' ? pickFrom : pickTo,
        otherSide: { address: other.address, onPick: swapSides },
        unavailable:
          which === 'to'
            ? tokens
                .filter(
                  (candidate) => candidate.address !== pair.from.address && !toOptions.includes(candidate),
                )
                .map((candidate) => candidate.address)
            : undefined,
        testId: `fswap-${which}-token`,
      },
    };
  };

  const submit = () => {
    if (!canSubmit || route === null) return;
    navigate('confirmation', {
      state: toOrderState({
        route,
        from: pair.from.address,
        to: pair.to.address,
        amountIn: check.amount,
        amountOut,
      }),
    });
  };

  return (
    <FormCard label={t('fswap.title')} onSubmit={submit}>
      <TokenAmountBox
        {...sideBox('from')}
        amount={{
          label: t('fswap.fromAmount'),
          value: swap.fromText,
          onChange: swap.typeFrom,
          // Above the max: corrected to it on leaving the field (and no longer marked).
          onBlur: () => {
            if (side === 'from' && check.error === FSWAP_MESSAGES.overMax)
              swap.typeFrom(toDecimalString(max, pair.from.decimals));
          },
          error: side === 'from' ? check.error : check.error === FSWAP_MESSAGES.overMax ? check.error : null,
          max: { label: t('fswap.max'), value: max, decimals: pair.from.decimals },
          hint: <span data-testid="fswap-max">{t('fswap.maxFrom', { amount: shown(max, pair.from) })}</span>,
        }}
      />

      <Group justify="center">
        <Tooltip label={t('fswap.direction')}>
          <ActionIcon
            variant="light"
            size="lg"
            radius="xl"
            aria-label={t('fswap.direction')}
            onClick={swapSides}
            data-testid="fswap-direction"
          >
            <IconArrowsDownUp size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>

      <TokenAmountBox
        {...sideBox('to')}
        amount={{ label: t('fswap.toAmount'), value: swap.toText, onChange: swap.typeTo, error: toError }}
      />

      <PercentSlider
        label={t('fswap.slider')}
        value={percentOfMax(check.amount, max)}
        onChange={(percent) =>
          swap.typeFrom(toDecimalString(amountAtPercent(max, percent), pair.from.decimals))
        }
        disabled={max === 0n}
        testId="fswap-slider"
      />

      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" data-testid="fswap-price" aria-live="polite">
          {rate === null
            ? t('fswap.noPrice')
            : t('fswap.price', {
                from: priceFrom.symbol,
                rate: formatAmount(rate, {
                  decimals: FSWAP.priceDigits,
                  fractionDigits: FSWAP.priceDigits,
                }),
                to: priceTo.symbol,
              })}
        </Text>
        <Tooltip label={t('fswap.flipPrice')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('fswap.flipPrice')}
            onClick={() => setFlipped(!flipped)}
            data-testid="fswap-flip-price"
          >
            <IconArrowsLeftRight size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>

      {route === 'trade' && (
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('fswap.slippage', { percent: swap.slippage.toleranceText })}
          </Text>
          {swap.minimumReceived !== null && (
            <Text size="sm" data-testid="fswap-minimum">
              {t('fswap.minimumReceived', { amount: shown(swap.minimumReceived, pair.to) })}
            </Text>
          )}
          {swap.quote.pending && (
            <Text size="sm" c="dimmed" role="status">
              {t('fswap.quoting')}
            </Text>
          )}
          {swap.quote.failed && (
            <Alert color="red" role="alert">
              {t('fswap.quoteFailed', { message: errorMessage(swap.quote.error, t) })}
            </Alert>
          )}
        </Stack>
      )}

      {route === null && (
        <Alert color="yellow" role="alert">
          {FSWAP_MESSAGES.notTradable}
        </Alert>
      )}

      {noGas && <NotEnoughForGasAlert />}
      <Button type="submit" disabled={noGas || !canSubmit} data-testid="fswap-submit">
        {t('fswap.submit')}
      </Button>
    </FormCard>
  );
}
