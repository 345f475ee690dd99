import {
  BRIDGE_MESSAGES,
  bridgeDirectionsFor,
  contactPickerMode,
  formatAmount,
  isBridgeDirection,
  MESSAGES,
  SEND_DIRECTIONS,
  type SendDirection,
  sameAddress,
  showsMemo,
  toDecimalString,
  validateAddress,
} from '@fantom-wallet/core';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Collapse,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAddressBook } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAddress } from 'viem/utils';
import { useActiveNetwork } from '../../shared/network/useActiveNetwork.ts';
import { useLookalikeCheck } from '../../shared/tokens/useLookalikeCheck.ts';
import { Amount } from '../../shared/ui/Amount.tsx';
import { AmountInput } from '../../shared/ui/AmountInput.tsx';
import { chainLabel } from '../../shared/ui/chainLabel.ts';
import { LookalikeBadge, TokenContract } from '../../shared/ui/LookalikeBadge.tsx';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { useContactsStore } from '../../storage/contacts/useContactsStore.ts';
import { useSettingsStore } from '../../storage/settings/useSettingsStore.ts';
import type { Erc20Asset } from '../balances/index.ts';
import { useWalletBalances } from '../balances/index.ts';
import { ContactList } from '../contacts/index.ts';
import { resolveName } from '../names/index.ts';
import { gasEstimateQuery, gasPriceQuery } from '../transactions/index.ts';
import { useBridgeAccess, useBridgeTokens } from './bridge/useBridge.ts';
import { checkSendForm } from './checkSendForm.ts';
import type { SendDraft } from './SendDraft.ts';
import { sendCall } from './sendCall.ts';

type Touched = { recipient: boolean; amount: boolean };

/**
 * The send form (docs/send.md, docs/bridge.md) for FTM or one ERC-20 token: direction (to Opera, or across the
 * bridge to BNB Chain or Ethereum when the bridge carries the token),
 * recipient typed, pasted, picked from contacts or a registered name, amount with Max, memo (FTM only), fee,
 * advanced gas price and limit, and the not-enough-for-gas warning that disables Continue.
 */
export function SendForm({
  from,
  token,
  draft,
  onContinue,
}: {
  from: `0x${string}`;
  token: Erc20Asset | null;
  draft: SendDraft | null;
  onContinue: (draft: SendDraft) => void;
}) {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  const fractionDigits = useSettingsStore((s) => s.fractionDigits);
  const contacts = useContactsStore((s) => s.contacts);
  const accounts = useAccountsStore((s) => s.accounts);
  const { balances } = useWalletBalances();
  const ftmBalance = balances.get(from.toLowerCase())?.balance;
  const [recipientText, setRecipientText] = useState(draft?.recipientText ?? '');
  const [amountText, setAmountText] = useState(draft?.amountText ?? '');
  const [memo, setMemo] = useState(draft?.memo ?? '');
  const [direction, setDirection] = useState<SendDirection>(draft?.direction ?? 'OperaToOpera');
  const bridgeAccess = useBridgeAccess();
  const bridgeTokens = useBridgeTokens(bridgeAccess);
  const offered = bridgeDirectionsFor(token?.address ?? null, bridgeTokens.data);
  const bridged = isBridgeDirection(direction);
  const bridgeToken = bridged
    ? bridgeTokens.data?.find((t) =>
        token === null ? t.operaToken === null : sameAddress(t.operaToken, token.address),
      )
    : undefined;
  const withMemo = showsMemo(direction, token !== null);
  const bridgeProblem =
    bridgeAccess.kind !== 'ready'
      ? bridgeAccess.message
      : bridgeTokens.isError
        ? BRIDGE_MESSAGES.bridgeDown
        : null;
  const [gasPriceText, setGasPriceText] = useState(draft?.gasPriceText ?? '');
  const [gasLimitText, setGasLimitText] = useState(draft?.gasLimitText ?? '');
  const [advanced, setAdvanced] = useState(Boolean(draft?.gasPriceText || draft?.gasLimitText));
  const [touched, setTouched] = useState<Touched>({
    recipient: Boolean(draft),
    amount: Boolean(draft),
  });
  const [picking, setPicking] = useState(false);
  const [resolving, setResolving] = useState(false);
  const [resolveError, setResolveError] = useState<string | null>(null);

  const gasPrice = useQuery(gasPriceQuery(network));
  // The fee shown before confirming: estimated for the typed recipient (or a transfer to self until then).
  const typedAddress = isAddress(recipientText.trim(), { strict: false })
    ? (recipientText.trim() as `0x${string}`)
    : from;
  const estimateCall = useMemo(
    () => sendCall({ token, recipient: typedAddress, amount: 0n, memo: withMemo && !bridged ? memo : '' }),
    [token, typedAddress, memo, withMemo, bridged],
  );
  const estimate = useQuery({ ...gasEstimateQuery(network, from, estimateCall), retry: false });

  const checked = checkSendForm({
    token,
    ftmBalance,
    reportedGasPrice: gasPrice.data,
    gasEstimate: estimate.data,
    recipientText,
    amountText,
    gasPriceText,
    gasLimitText,
    direction,
    bridge: bridgeToken,
  });
  const decimals = token ? token.decimals : 18;
  const symbol = token ? chainLabel(token.symbol, 'symbol') : 'FTM';
  const lookalikeOf = useLookalikeCheck();
  const like = token ? lookalikeOf(token) : null;
  const known =
    contacts.find((c) => sameAddress(c.address, recipientText.trim()))?.name ??
    accounts.find((a) => sameAddress(a.address, recipientText.trim()))?.name;

  const recipientError =
    resolveError ??
    (checked.recipient?.ok === false && touched.recipient ? checked.recipient.error : null) ??
    (checked.recipient === null && touched.recipient
      ? direction === 'OperaToEthereum'
        ? MESSAGES.invalidEthAddress
        : direction === 'OperaToBinance'
          ? MESSAGES.invalidBnbAddress
          : MESSAGES.invalidOperaAddress
      : null);
  const amountError =
    (checked.amount?.ok === false ? checked.amount.error : null) ??
    (checked.amount === null && touched.amount && checked.max !== undefined ? MESSAGES.invalidAmount : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ recipient: true, amount: true });
    if (!checked.canSubmit || resolving || checked.recipient?.ok !== true || checked.amount?.ok !== true)
      return;
    let recipient: `0x${string}` | null;
    const value = checked.recipient.value;
    if (value.kind === 'far') {
      recipient = null;
    } else if (value.kind === 'domain') {
      setResolving(true);
      try {
        const owner = await resolveName(network, value.name);
        if (!owner) {
          setResolveError(MESSAGES.invalidOperaAddress);
          return;
        }
        // The registry answers in lower case; the checksummed form is what the user compares.
        const checksummed = validateAddress(owner, 'fantom');
        recipient = (checksummed.ok ? checksummed.value : owner) as `0x${string}`;
      } catch {
        setResolveError(MESSAGES.invalidOperaAddress);
        return;
      } finally {
        setResolving(false);
      }
    } else {
      recipient = value.address as `0x${string}`;
    }
    onContinue({
      from,
      token,
      recipientText,
      direction,
      recipient,
      bridge:
        bridgeToken && value.kind === 'far'
          ? {
              tokenUuid: bridgeToken.uuid,
              symbol: bridgeToken.symbol,
              decimals: bridgeToken.decimals,
              fee: bridgeToken.fee,
              minimum: bridgeToken.minimum,
              farAddress: value.address,
              session: crypto.randomUUID(),
            }
          : null,
      amountText,
      amount: checked.amount.value,
      memo: withMemo ? memo : '',
      gasPriceText,
      gasLimitText,
      gasPrice: checked.gasPriceOverride,
      gasLimit: checked.gasLimitOverride,
    });
  };

  return (
    <Card withBorder component="section" aria-labelledby="send-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={2} size="h3" id="send-title">
                {token ? t('send.titleToken', { symbol }) : t('send.title')}
              </Title>
              {like && <LookalikeBadge like={like} />}
            </Group>
            {/* A token send names its contract, so it can never pass for a send of FTM (SECURITY.md). */}
            {token && (
              <Text size="xs" c="dimmed" data-testid="send-token-contract">
                {t('send.tokenContract')} <TokenContract address={token.address} span />
              </Text>
            )}
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="send-direction">
              {t('send.direction')}
            </Text>
            <SegmentedControl
              aria-labelledby="send-direction"
              value={direction}
              onChange={(next) => {
                setDirection(next as SendDirection);
                setTouched((s) => ({ ...s, recipient: false }));
                setResolveError(null);
              }}
              data={SEND_DIRECTIONS.map((value) => ({
                value,
                label: t(`send.directions.${value}`),
                disabled: !offered.includes(value),
              }))}
              fullWidth
              styles={{ label: { whiteSpace: 'normal' } }}
            />
            {bridgeProblem && (
              <Text size="xs" c={bridgeAccess.kind === 'unavailable' ? 'dimmed' : 'red'} role="status">
                {bridgeProblem}
              </Text>
            )}
          </Stack>
          <Stack gap={4}>
            <TextInput
              label={t('send.recipient')}
              description={t(`send.recipientHints.${direction}`)}
              value={recipientText}
              onChange={(e) => {
                setRecipientText(e.currentTarget.value);
                setResolveError(null);
              }}
              onBlur={() => setTouched((s) => ({ ...s, recipient: recipientText !== '' || s.recipient }))}
              error={recipientError}
              errorProps={{ role: 'alert' }}
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
              rightSectionWidth={44}
              rightSection={
                <Button
                  variant="subtle"
                  size="compact-sm"
                  px={6}
                  onClick={() => setPicking(true)}
                  aria-label={t('send.pickContact')}
                  title={t('send.pickContact')}
                >
                  <IconAddressBook size={20} aria-hidden />
                </Button>
              }
            />
            {known && (
              <Text size="sm" c="dimmed">
                {t('send.knownAs', { name: chainLabel(known, 'name') })}
              </Text>
            )}
          </Stack>
          <AmountInput
            label={t('send.amount', { symbol })}
            value={amountText}
            onChange={setAmountText}
            onBlur={() => setTouched((s) => ({ ...s, amount: amountText !== '' || s.amount }))}
            error={amountError}
            max={{
              label: t('send.max'),
              value: checked.max,
              decimals,
              onFill: () => setTouched((s) => ({ ...s, amount: true })),
            }}
            hint={
              <>
                {t('send.available')}{' '}
                {token ? (
                  <Amount value={token.balance} decimals={token.decimals} symbol={token.symbol} />
                ) : ftmBalance === undefined ? (
                  '…'
                ) : (
                  <Amount value={ftmBalance} />
                )}
              </>
            }
          />
          {bridgeToken && (
            <Text size="sm" data-testid="bridge-receive">
              {BRIDGE_MESSAGES.youWillReceive(
                toDecimalString(checked.received ?? 0n, bridgeToken.decimals),
                bridgeToken.symbol,
              )}
            </Text>
          )}
          {withMemo && (
            <TextInput
              label={t('send.memo')}
              value={memo}
              onChange={(e) => setMemo(e.currentTarget.value)}
              maxLength={200}
              autoComplete="off"
            />
          )}
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t('send.fee')}{' '}
              <Text span fw={600} data-testid="send-fee">
                {checked.fee === undefined
                  ? '…'
                  : formatAmount(checked.fee, {
                      decimals: 18,
                      fractionDigits: Math.max(fractionDigits, 6),
                      symbol: 'FTM',
                    })}
              </Text>
            </Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setAdvanced((v) => !v)}
              aria-expanded={advanced}
            >
              {t('send.advanced')}
            </Anchor>
          </Group>
          <Collapse expanded={advanced}>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label={t('send.gasPrice')}
                placeholder={checked.gasPrice === undefined ? '' : toDecimalString(checked.gasPrice, 9)}
                value={gasPriceText}
                onChange={(e) => setGasPriceText(e.currentTarget.value)}
                error={checked.gasPriceError}
                errorProps={{ role: 'alert' }}
                inputMode="decimal"
                maxLength={40}
              />
              <TextInput
                label={t('send.gasLimit')}
                placeholder={checked.gasLimit.toString()}
                value={gasLimitText}
                onChange={(e) => setGasLimitText(e.currentTarget.value)}
                error={checked.gasLimitError}
                errorProps={{ role: 'alert' }}
                inputMode="numeric"
                maxLength={20}
              />
            </SimpleGrid>
          </Collapse>
          {checked.notEnoughForGas && (
            <Alert color="yellow" role="alert">
              {MESSAGES.notEnoughForGas}
            </Alert>
          )}
          {gasPrice.isError && (
            <Alert color="red" role="alert">
              {t('send.gasPriceFailed')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={resolving} disabled={!checked.canSubmit}>
              {t('send.continue')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal opened={picking} onClose={() => setPicking(false)} title={t('send.pickContactTitle')} size="lg">
        <ContactList
          mode="pick"
          blockchain={contactPickerMode(direction)}
          onPick={(contact) => {
            setRecipientText(contact.address);
            setResolveError(null);
            setTouched((s) => ({ ...s, recipient: true }));
            setPicking(false);
          }}
        />
      </Modal>
    </Card>
  );
}
