import { formatAmount, type LookalikeCheck, sameAddress } from '@fantom-wallet/core';
import {
  Avatar,
  Badge,
  Box,
  Group,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '../../storage/settings/useSettingsStore.ts';
import { ChainText } from './ChainText.tsx';
import { chainLabel } from './chainLabel.ts';
import { LookalikeBadge, TokenContract } from './LookalikeBadge.tsx';

/** One token the picker offers. The balance is in the token's smallest unit; without one no balance shows. */
export interface TokenPickerOption {
  address: string;
  symbol: string;
  name?: string | undefined;
  decimals: number;
  logoUrl?: string | null | undefined;
  balance?: bigint | undefined;
}

/**
 * The token chosen on the other side of a two-token form (swap from/to, liquidity A/B). It is marked in the list;
 * without `onPick` it cannot be picked, with it the caller decides what picking it does (a swap form swaps sides).
 */
export interface TokenPickerOtherSide {
  address: string;
  onPick?: ((token: TokenPickerOption) => void) | undefined;
}

/** Case-insensitive match on symbol, name or address (a pasted address finds its token). */
export function filterTokens(tokens: readonly TokenPickerOption[], query: string): TokenPickerOption[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...tokens];
  return tokens.filter(
    (token) =>
      token.symbol.toLowerCase().includes(q) ||
      (token.name ?? '').toLowerCase().includes(q) ||
      token.address.toLowerCase() === q ||
      (q.startsWith('0x') && q.length >= 4 && token.address.toLowerCase().startsWith(q)),
  );
}

/**
 * A token chooser: a button showing the chosen token (logo and symbol) that opens a searchable list of tokens
 * with logo, symbol, name and balance. Keyboard: the search field keeps focus, arrow keys move through the list
 * (disabled tokens are skipped), Enter picks, Escape closes. `label` is the accessible name ('From token').
 * `unavailable` tokens are shown but cannot be picked; see `TokenPickerOtherSide` for the other side's token.
 * Memoised: a form that re-renders on every keystroke or quote skips its pickers (and their closed modals)
 * when their props are unchanged. Symbols and names are chain text; with `lookalikeOf` (useLookalikeCheck) a token
 * that reads like a known one carries the look-alike badge and its contract address (SECURITY.md#look-alike-tokens).
 */
export const TokenPicker = memo(function TokenPicker({
  label,
  tokens,
  value,
  onChange,
  otherSide,
  unavailable,
  disabled,
  testId,
  lookalikeOf,
}: {
  label: string;
  tokens: readonly TokenPickerOption[];
  value: string | null;
  onChange: (token: TokenPickerOption) => void;
  otherSide?: TokenPickerOtherSide | undefined;
  unavailable?: readonly string[] | undefined;
  disabled?: boolean | undefined;
  testId?: string | undefined;
  lookalikeOf?: LookalikeCheck | undefined;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const selected = tokens.find((token) => sameAddress(token.address, value)) ?? null;
  const selectedLike = selected && lookalikeOf ? lookalikeOf(selected) : null;

  return (
    <>
      <UnstyledButton
        type="button"
        onClick={() => setOpened(true)}
        disabled={disabled === true}
        aria-haspopup="dialog"
        aria-label={
          selected
            ? t('tokenPicker.buttonLabel', { label, symbol: chainLabel(selected.symbol, 'symbol') })
            : t('tokenPicker.buttonEmpty', { label })
        }
        data-testid={testId}
        px="sm"
        py={6}
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
          opacity: disabled === true ? 0.6 : 1,
        }}
      >
        <Group gap="xs" wrap="nowrap">
          {selected ? <TokenLogo token={selected} size={24} /> : null}
          <Text fw={600} size="sm">
            {selected ? (
              <ChainText text={selected.symbol} kind="symbol" expandable={false} />
            ) : (
              t('tokenPicker.select')
            )}
          </Text>
          {selectedLike && <LookalikeBadge like={selectedLike} />}
          <IconChevronDown size={16} aria-hidden />
        </Group>
      </UnstyledButton>
      <Modal opened={opened} onClose={() => setOpened(false)} title={label} size="md">
        {opened && (
          <TokenList
            label={label}
            tokens={tokens}
            value={value}
            otherSide={otherSide}
            unavailable={unavailable}
            lookalikeOf={lookalikeOf}
            onPick={(token) => {
              setOpened(false);
              if (otherSide && sameAddress(token.address, otherSide.address)) otherSide.onPick?.(token);
              else onChange(token);
            }}
          />
        )}
      </Modal>
    </>
  );
});

function TokenList({
  label,
  tokens,
  value,
  otherSide,
  unavailable,
  lookalikeOf,
  onPick,
}: {
  label: string;
  tokens: readonly TokenPickerOption[];
  value: string | null;
  otherSide: TokenPickerOtherSide | undefined;
  unavailable: readonly string[] | undefined;
  lookalikeOf: LookalikeCheck | undefined;
  onPick: (token: TokenPickerOption) => void;
}) {
  const { t } = useTranslation();
  const fractionDigits = useSettingsStore((s) => s.fractionDigits);
  const listId = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterTokens(tokens, query), [tokens, query]);
  const isDisabled = (token: TokenPickerOption) =>
    (unavailable ?? []).some((address) => sameAddress(address, token.address)) ||
    (otherSide !== undefined &&
      sameAddress(otherSide.address, token.address) &&
      otherSide.onPick === undefined);
  const firstEnabled = shown.findIndex((token) => !isDisabled(token));
  const [active, setActive] = useState<number>(() => {
    const current = shown.findIndex((token) => sameAddress(token.address, value));
    return current >= 0 ? current : firstEnabled;
  });
  const activeIndex =
    active >= 0 && active < shown.length && !isDisabled(shown[active] as TokenPickerOption)
      ? active
      : firstEnabled;

  const move = (delta: 1 | -1) => {
    if (shown.length === 0) return;
    let next = activeIndex;
    for (let i = 0; i < shown.length; i += 1) {
      next = (next + delta + shown.length) % shown.length;
      if (!isDisabled(shown[next] as TokenPickerOption)) break;
    }
    setActive(next);
    document.getElementById(`${listId}-${next}`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const token = shown[activeIndex];
      if (token && !isDisabled(token)) onPick(token);
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        data-autofocus
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        placeholder={t('tokenPicker.search')}
        aria-label={t('tokenPicker.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        role="combobox"
        aria-expanded
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
        autoComplete="off"
        maxLength={100}
      />
      <ScrollArea.Autosize mah={360} type="auto">
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed" role="status" py="sm">
            {t('tokenPicker.none')}
          </Text>
        ) : (
          <Box
            component="ul"
            id={listId}
            role="listbox"
            aria-label={label}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {shown.map((token, index) => {
              const disabledToken = isDisabled(token);
              const chosen = sameAddress(token.address, value);
              const onOtherSide = otherSide !== undefined && sameAddress(otherSide.address, token.address);
              const like = lookalikeOf ? lookalikeOf(token) : null;
              return (
                <Box
                  component="li"
                  key={token.address}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={chosen}
                  aria-disabled={disabledToken || undefined}
                  data-testid={`token-option-${chainLabel(token.symbol, 'symbol')}`}
                  onMouseEnter={() => !disabledToken && setActive(index)}
                  onClick={() => !disabledToken && onPick(token)}
                  px="sm"
                  py={8}
                  style={{
                    cursor: disabledToken ? 'not-allowed' : 'pointer',
                    opacity: disabledToken || onOtherSide ? 0.55 : 1,
                    borderRadius: 'var(--mantine-radius-sm)',
                    background: index === activeIndex ? 'var(--mantine-color-default-hover)' : undefined,
                    outline:
                      index === activeIndex ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                    outlineOffset: -2,
                  }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <Group gap="sm" wrap="nowrap" miw={0}>
                      <TokenLogo token={token} size={28} />
                      <Stack gap={0} miw={0}>
                        <Group gap={6}>
                          <Text fw={600} size="sm">
                            <ChainText text={token.symbol} kind="symbol" expandable={false} />
                          </Text>
                          {like && <LookalikeBadge like={like} />}
                        </Group>
                        {token.name && (
                          <Text size="xs" c="dimmed" truncate>
                            <ChainText text={token.name} kind="name" expandable={false} />
                          </Text>
                        )}
                        {like && <TokenContract address={token.address} c="dimmed" />}
                      </Stack>
                      {chosen && (
                        <Badge size="xs" variant="light">
                          {t('tokenPicker.chosen')}
                        </Badge>
                      )}
                      {onOtherSide && (
                        <Badge size="xs" variant="outline" color="gray">
                          {t('tokenPicker.otherSide')}
                        </Badge>
                      )}
                    </Group>
                    {token.balance !== undefined && (
                      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                        {formatAmount(token.balance, { decimals: token.decimals, fractionDigits })}
                      </Text>
                    )}
                  </Group>
                </Box>
              );
            })}
          </Box>
        )}
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** The token's logo, or its first letters when it has none or the image cannot load. */
export function TokenLogo({
  token,
  size,
}: {
  token: Pick<TokenPickerOption, 'symbol' | 'logoUrl'>;
  size: number;
}) {
  return (
    <Avatar src={token.logoUrl ?? null} size={size} radius="xl" alt="" aria-hidden>
      {Array.from(chainLabel(token.symbol, 'symbol')).slice(0, 2).join('')}
    </Avatar>
  );
}
