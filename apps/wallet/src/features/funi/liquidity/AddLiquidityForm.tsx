import {
  addressKey,
  counterpartAmount,
  MESSAGES,
  maxLiquidityAmount,
  pairPrice,
  parseAmount,
  poolShareAfterAdd,
  toDecimalString,
} from '@fantom-wallet/core';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookalikeCheck } from '../../../shared/tokens/useLookalikeCheck.ts';
import type { TokenPickerOption } from '../../../shared/ui/TokenPicker.tsx';
import { FormCard, TokenAmountBox } from '../../swap/index.ts';
import { NotEnoughForGasAlert } from '../../transactions/index.ts';
import type { FuniToken } from '../data/FuniPair.ts';
import { findToken, pairOf, partnersOf, tokensOfPairs } from '../data/toFuniPairs.ts';
import { orderState } from '../flow/FuniOrder.ts';
import { Detail } from '../ui/Detail.tsx';
import { showAmount, showPercent, showPrice } from '../ui/funiFormat.ts';
import { addLabel } from './addLabel.ts';
import { type LiquidityScreenProps, useLiquidityScreen } from './useLiquidityScreen.ts';

/**
 * /funi/{address}/pools/add/{tokena?}/{tokenb?} (docs/funi.md#add-liquidity): two amounts kept at the pool's
 * ratio, Max within both balances, the prices both ways and the pool share after the add.
 */
export function AddLiquidityForm({ account, pairs: loaded }: LiquidityScreenProps) {
  const { t } = useTranslation();
  const { noGas, navigate, params, pairs, base } = useLiquidityScreen(account, loaded);
  const tokens = useMemo(() => tokensOfPairs(pairs), [pairs]);
  const lookalikeOf = useLookalikeCheck({ listed: tokens });
  const [choice, setChoice] = useState<{ a: string | null; b: string | null }>(() => {
    const a = findToken(tokens, params.tokena) ?? tokens.find((token) => token.symbol === 'WFTM') ?? null;
    const b = findToken(tokens, params.tokenb);
    const paired = a && b && pairOf(pairs, a.address, b.address);
    return { a: a?.address ?? null, b: paired ? (b?.address ?? null) : null };
  });
  const [typed, setTyped] = useState<{ side: 0 | 1; text: string }>({ side: 0, text: '' });
  const a = findToken(tokens, choice.a);
  const b = findToken(tokens, choice.b);
  const found = pairOf(pairs, a?.address, b?.address);
  const reserves = found?.reserves ?? null;

  useEffect(() => {
    if (!a || !b) return;
    if (params.tokena === a.address && params.tokenb === b.address) return;
    navigate(`${base}/pools/add/${a.address}/${b.address}`, { replace: true });
  }, [a, b, params.tokena, params.tokenb, navigate, base]);

  const sides: [FuniToken | null, FuniToken | null] = [a, b];
  const typedToken = sides[typed.side];
  const parsed =
    typed.text.trim() === '' || !typedToken ? null : parseAmount(typed.text, typedToken.decimals);
  const amounts: [bigint | null, bigint | null] =
    parsed?.ok && reserves
      ? counterpartAmount(parsed.value, typed.side, reserves)
      : typed.side === 0
        ? [parsed?.ok ? parsed.value : null, null]
        : [null, parsed?.ok ? parsed.value : null];
  const label = addLabel({ a, b, totalSupply: found ? found.pair.totalSupply : null, amounts });
  const labelText =
    label.key === 'insufficientBalance'
      ? t('funi.add.label.insufficientBalance', { symbol: label.symbol })
      : t(`funi.add.label.${label.key}`);
  const invalid = parsed !== null && !parsed.ok ? MESSAGES.invalidAmount : null;

  const textOf = (side: 0 | 1) => {
    if (typed.side === side) return typed.text;
    const value = amounts[side];
    const token = sides[side];
    return value !== null && token && parsed?.ok && parsed.value > 0n
      ? toDecimalString(value, token.decimals)
      : '';
  };
  const type = (side: 0 | 1) => (text: string) => {
    const token = sides[side];
    const value = token && text.trim() !== '' ? parseAmount(text, token.decimals) : null;
    // Clamped between 0 and the balance (docs/funi.md#add-liquidity).
    if (token && value?.ok && value.value > token.balance) {
      setTyped({ side, text: toDecimalString(token.balance, token.decimals) });
      return;
    }
    setTyped({ side, text });
  };
  const clear = () => setTyped({ side: 0, text: '' });
  const pickA = (token: TokenPickerOption) => {
    if (token.address === choice.a) return;
    if (token.address === choice.b) {
      setChoice({ a: choice.b, b: choice.a });
    } else {
      // A second token that has no pair with the new first is cleared.
      const keep = choice.b && pairOf(pairs, token.address, choice.b) ? choice.b : null;
      setChoice({ a: token.address, b: keep });
    }
    clear();
  };
  const pickB = (token: TokenPickerOption) => {
    if (token.address === choice.b) return;
    setChoice({ a: choice.a, b: token.address });
    clear();
  };
  const swapSides = () => {
    setChoice({ a: choice.b, b: choice.a });
    clear();
  };
  const partners = partnersOf(pairs, choice.a);
  const unpaired = tokens
    .filter((token) => token.address !== choice.a && !partners.has(addressKey(token.address)))
    .map((token) => token.address);

  const submit = () => {
    if (label.key !== 'supply' || !a || !b || amounts[0] === null || amounts[1] === null) return;
    navigate(`${base}/pools/add/confirmation`, {
      state: orderState({ kind: 'add', tokens: [a.address, b.address], amounts: [amounts[0], amounts[1]] }),
    });
  };
  const options = tokens as readonly TokenPickerOption[];

  const amountBox = (side: 0 | 1) => {
    const token = sides[side];
    return (
      <TokenAmountBox
        title={side === 0 ? t('funi.add.tokenA') : t('funi.add.tokenB')}
        balance={token && t('funi.balance', { amount: showAmount(token.balance, token) })}
        balanceTestId={`funi-add-balance-${side}`}
        picker={{
          lookalikeOf,
          label: side === 0 ? t('funi.add.tokenAPicker') : t('funi.add.tokenBPicker'),
          tokens: options,
          value: side === 0 ? choice.a : choice.b,
          onChange: side === 0 ? pickA : pickB,
          otherSide:
            side === 0
              ? choice.b
                ? { address: choice.b, onPick: swapSides }
                : undefined
              : choice.a
                ? { address: choice.a, onPick: swapSides }
                : undefined,
          unavailable: side === 1 ? unpaired : undefined,
          testId: `funi-add-token-${side}`,
        }}
        amount={{
          label: side === 0 ? t('funi.add.amountA') : t('funi.add.amountB'),
          value: textOf(side),
          onChange: type(side),
          error: typed.side === side ? invalid : null,
          disabled: !token || !found || found.pair.totalSupply <= 0n,
          ...(token && reserves
            ? {
                max: {
                  label: t('funi.max'),
                  value: maxLiquidityAmount(side, [a?.balance ?? 0n, b?.balance ?? 0n], reserves),
                  decimals: token.decimals,
                  onFill: () => undefined,
                },
              }
            : {}),
        }}
      />
    );
  };

  return (
    <FormCard label={t('funi.add.title')} onSubmit={submit}>
      <Text fw={700} size="lg" component="h2">
        {t('funi.add.title')}
      </Text>
      {amountBox(0)}
      <Group justify="center">
        <IconPlus size={20} aria-hidden />
      </Group>
      {amountBox(1)}
      {a && b && found && reserves && found.pair.totalSupply > 0n && (
        <Stack gap={4} data-testid="funi-add-prices">
          <Detail
            label={t('funi.add.priceOf', { a: a.symbol, b: b.symbol })}
            value={showPrice(pairPrice(reserves[0], a.decimals, reserves[1], b.decimals))}
            testId="funi-add-price-ab"
          />
          <Detail
            label={t('funi.add.priceOf', { a: b.symbol, b: a.symbol })}
            value={showPrice(pairPrice(reserves[1], b.decimals, reserves[0], a.decimals))}
            testId="funi-add-price-ba"
          />
          <Detail
            label={t('funi.add.poolShare')}
            value={showPercent(
              poolShareAfterAdd(
                found.flipped ? [amounts[1] ?? 0n, amounts[0] ?? 0n] : [amounts[0] ?? 0n, amounts[1] ?? 0n],
                found.pair.reserves,
                found.pair.totalSupply,
                found.pair.share,
              ),
            )}
            testId="funi-add-pool-share"
          />
        </Stack>
      )}
      {label.key !== 'supply' && (
        <Alert color="yellow" data-testid="funi-add-alert">
          {labelText}
        </Alert>
      )}
      {noGas && <NotEnoughForGasAlert />}
      <Button type="submit" disabled={noGas || label.key !== 'supply'} data-testid="funi-add-submit">
        {labelText}
      </Button>
    </FormCard>
  );
}
