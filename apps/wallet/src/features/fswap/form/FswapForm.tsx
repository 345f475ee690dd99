import {
  amountAtPercent,
  checkSwapAmount,
  FSWAP,
  FSWAP_MESSAGES,
  formatAmount,
  fswapRoute,
  MESSAGES,
  maxSwapFrom,
  minimumAmount,
  parseAmount,
  percentOfMax,
  swapPrice,
  toDecimalString,
} from '@fantom-wallet/core';
import { ActionIcon, Alert, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsDownUp, IconArrowsLeftRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/errorMessage.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { NO_LISTED_TOKENS, useLookalikeCheck } from '../../../shared/tokens/useLookalikeCheck.ts';
import { AmountInput } from '../../../shared/ui/AmountInput.tsx';
import { PercentSlider } from '../../../shared/ui/PercentSlider.tsx';
import { TokenPicker, type TokenPickerOption } from '../../../shared/ui/TokenPicker.tsx';
import { useSettingsStore } from '../../../storage/settings/useSettingsStore.ts';
import { NotEnoughForGasAlert, useNotEnoughForGas } from '../../transactions/index.ts';
import type { FswapToken } from '../data/FswapToken.ts';
import { fswapQueries } from '../data/fswapQueries.ts';
import { readFswapOrder, toOrderState } from '../flow/FswapOrder.ts';
import { useFswapSlippage } from '../flow/useFswapSlippage.ts';
import { counterparts, initialPair, pairFor } from './fswapPair.ts';

/** Quotes are asked once typing has paused this long (docs/fswap.md#amounts). */
const QUOTE_DEBOUNCE_MS = 250;

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
  const { reserveBps, slippageBps, slippageText } = useFswapSlippage();
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
  const [text, setText] = useState(() => {
    const pair = pairFor(tokens, choice.from, choice.to);
    return returned && pair && pair.from.address.toLowerCase() === returned.from.toLowerCase()
      ? toDecimalString(returned.amountIn, pair.from.decimals)
      : '';
  });
  const [side, setSide] = useState<'from' | 'to'>('from');
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
  const typedDecimals = side === 'from' ? (pair?.from.decimals ?? 18) : (pair?.to.decimals ?? 18);
  const typed = text.trim() === '' ? null : parseAmount(text, typedDecimals);
  const typedAmount = typed?.ok ? typed.value : 0n;
  const [debouncedText] = useDebouncedValue(`${side}:${text}`, QUOTE_DEBOUNCE_MS);
  const settled = debouncedText === `${side}:${text}`;

  const trade = route === 'trade' && pair !== null;
  const quote = useQuery({
    ...fswapQueries.quote(
      network,
      side === 'from' ? 'out' : 'in',
      side === 'from' ? (typedAmount > max ? max : typedAmount) : typedAmount,
      pair?.from.address ?? FSWAP.ftmAddress,
      pair?.to.address ?? FSWAP.ftmAddress,
    ),
    enabled: trade && settled && typedAmount > 0n,
  });
  const quoted = trade && settled && typedAmount > 0n ? quote.data : undefined;

  // The From side is what is checked; when the To amount is typed, the From amount comes from it.
  const fromText =
    side === 'from'
      ? text
      : typed?.ok && typedAmount > 0n
        ? route === 'trade'
          ? quoted === undefined
            ? ''
            : toDecimalString(quoted, pair?.from.decimals)
          : text
        : '';
  const check = checkSwapAmount(fromText, pair?.from.decimals ?? 18, max);
  const toError = side === 'to' && typed !== null && !typed.ok ? MESSAGES.invalidAmount : null;
  const amountOut = side === 'to' ? typedAmount : route === 'trade' ? (quoted ?? 0n) : check.amount;
  const toText =
    side === 'to'
      ? text
      : fromText.trim() === '' || (route === 'trade' && quoted === undefined)
        ? ''
        : toDecimalString(amountOut, pair?.to.decimals);
  const quoteReady = route !== 'trade' || (quoted !== undefined && quoted > 0n);
  const canSubmit =
    pair !== null && route !== null && check.canSubmit && toError === null && quoteReady && amountOut > 0n;

  if (!pair) return <Alert color="yellow">{t('fswap.noTokens')}</Alert>;

  const option = (token: FswapToken): TokenPickerOption => token;
  const swapSides = () => {
    setChoice({ from: pair.to.address, to: pair.from.address });
    setSide(side === 'from' ? 'to' : 'from');
  };
  const pickFrom = (token: TokenPickerOption) => {
    if (token.address === pair.from.address) return;
    setChoice({ from: token.address, to: pair.to.address });
    setText('');
    setSide('from');
  };
  const pickTo = (token: TokenPickerOption) => {
    if (token.address === pair.to.address) return;
    setChoice({ from: pair.from.address, to: token.address });
    setText('');
    setSide('from');
  };
  const toOptions = counterparts(tokens, pair.from);
  const rate = flipped ? swapPrice(pair.to, pair.from) : swapPrice(pair.from, pair.to);
  const [priceFrom, priceTo] = flipped ? [pair.to, pair.from] : [pair.from, pair.to];
  const shown = (value: bigint, token: FswapToken) =>
    formatAmount(value, { decimals: token.decimals, fractionDigits, symbol: token.symbol });

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
    <Card
      withBorder
      component="form"
      aria-label={t('fswap.title')}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Group justify="space-between">
            <Text fw={600}>{t('fswap.from')}</Text>
            <Text size="sm" c="dimmed" data-testid="fswap-from-balance">
              {t('fswap.balance', { amount: shown(pair.from.balance, pair.from) })}
            </Text>
          </Group>
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <TokenPicker
              lookalikeOf={lookalikeOf}
              label={t('fswap.fromToken')}
              tokens={tokens.map(option)}
              value={pair.from.address}
              onChange={pickFrom}
              otherSide={{ address: pair.to.address, onPick: swapSides }}
              testId="fswap-from-token"
            />
            <div style={{ flex: 1, minWidth: 0 }}>
              <AmountInput
                label={t('fswap.fromAmount')}
                value={fromText}
                onChange={(value) => {
                  setSide('from');
                  setText(value);
                }}
                onBlur={() => {
                  // Above the max: corrected to it (and no longer marked).
                  if (side === 'from' && check.error === FSWAP_MESSAGES.overMax)
                    setText(toDecimalString(max, pair.from.decimals));
                }}
                error={
                  side === 'from' ? check.error : check.error === FSWAP_MESSAGES.overMax ? check.error : null
                }
                max={{
                  label: t('fswap.max'),
                  value: max,
                  decimals: pair.from.decimals,
                  onFill: () => setSide('from'),
                }}
                hint={
                  <span data-testid="fswap-max">{t('fswap.maxFrom', { amount: shown(max, pair.from) })}</span>
                }
              />
            </div>
          </Group>
        </Stack>

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

        <Stack gap={6}>
          <Group justify="space-between">
            <Text fw={600}>{t('fswap.to')}</Text>
            <Text size="sm" c="dimmed" data-testid="fswap-to-balance">
              {t('fswap.balance', { amount: shown(pair.to.balance, pair.to) })}
            </Text>
          </Group>
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <TokenPicker
              lookalikeOf={lookalikeOf}
              label={t('fswap.toToken')}
              tokens={tokens.map(option)}
              value={pair.to.address}
              onChange={pickTo}
              otherSide={{ address: pair.from.address, onPick: swapSides }}
              unavailable={tokens
                .filter((token) => token.address !== pair.from.address && !toOptions.includes(token))
                .map((token) => token.address)}
              testId="fswap-to-token"
            />
            <div style={{ flex: 1, minWidth: 0 }}>
              <AmountInput
                label={t('fswap.toAmount')}
                value={toText}
                onChange={(value) => {
                  setSide('to');
                  setText(value);
                }}
                error={toError}
              />
            </div>
          </Group>
        </Stack>

        <PercentSlider
          label={t('fswap.slider')}
          value={percentOfMax(check.amount, max)}
          onChange={(percent) => {
            setSide('from');
            setText(toDecimalString(amountAtPercent(max, percent), pair.from.decimals));
          }}
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
              {t('fswap.slippage', { percent: slippageText })}
            </Text>
            {quoted !== undefined && quoted > 0n && (
              <Text size="sm" data-testid="fswap-minimum">
                {t('fswap.minimumReceived', {
                  amount: shown(minimumAmount(amountOut, slippageBps), pair.to),
                })}
              </Text>
            )}
            {trade && settled && typedAmount > 0n && quote.isFetching && quoted === undefined && (
              <Text size="sm" c="dimmed" role="status">
                {t('fswap.quoting')}
              </Text>
            )}
            {quote.isError && settled && (
              <Alert color="red" role="alert">
                {t('fswap.quoteFailed', { message: errorMessage(quote.error, t) })}
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
      </Stack>
    </Card>
  );
}
