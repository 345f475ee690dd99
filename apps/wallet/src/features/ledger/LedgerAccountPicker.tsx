import { formatAmount } from '@fantom-wallet/core';
import { Alert, Button, Group, Loader, Modal, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { transportFor } from '../../shared/network/transportFor.ts';
import { useActiveNetwork } from '../../shared/network/useActiveNetwork.ts';
import { hasUserGesture, pathText } from '../../signers/index.ts';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { useSettingsStore } from '../../storage/settings/useSettingsStore.ts';
import {
  LEDGER_PAGE,
  LEDGER_RETRY_MS,
  type LedgerRow,
  type PickerState,
  readLedgerPage,
  stateAfterFailure,
} from './ledgerPicker.ts';

/**
 * Pick ledger account (docs/ledger.md#pick-ledger-account): waits for the device (retrying on granted devices, the
 * browser's chooser only from Try again), lists 5 addresses of account 0 with their balances, 'Load Next 5', and
 * saves the clicked one as a Ledger wallet before opening its history.
 */
export default function LedgerAccountPicker({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useActiveNetwork();
  const fractionDigits = useSettingsStore((s) => s.fractionDigits);
  const addAccount = useAccountsStore((s) => s.add);
  const setActive = useAccountsStore((s) => s.setActive);
  const [state, setState] = useState<PickerState>({ status: 'reading' });
  // Each attempt gets a number: a late answer of an older attempt (or of a closed window) is dropped.
  const attempt = useRef(0);
  // A read under way (Try again's chooser may stay open for long): the 2 s retry waits for it rather than
  // reading the device, and asking for the balances, a second time.
  const reading = useRef(false);

  const read = useCallback(
    async (choose: boolean) => {
      const id = ++attempt.current;
      reading.current = true;
      setState((s) => (s.status === 'waiting' ? s : { status: 'reading' }));
      try {
        const rows = await readLedgerPage({ start: 0, choose }, transportFor(network));
        if (id === attempt.current) setState({ status: 'ready', rows, loadingMore: false });
      } catch (error) {
        if (id === attempt.current) setState(stateAfterFailure(error));
      } finally {
        if (id === attempt.current) reading.current = false;
      }
    },
    [network],
  );

  useEffect(() => {
    if (!opened) {
      attempt.current += 1;
      return;
    }
    // Opened by a click (Connect Wallet → Ledger): the chooser may show while that click still counts.
    void read(hasUserGesture());
  }, [opened, read]);

  // While no device answers, look again on the devices this site was granted (no chooser without a click).
  useEffect(() => {
    if (!opened || state.status !== 'waiting') return;
    const timer = setTimeout(() => {
      if (!reading.current) void read(false);
    }, LEDGER_RETRY_MS);
    return () => clearTimeout(timer);
  }, [opened, state, read]);

  const loadNext = async () => {
    if (state.status !== 'ready' || state.loadingMore) return;
    const id = ++attempt.current;
    setState({ ...state, loadingMore: true });
    try {
      const more = await readLedgerPage({ start: state.rows.length, choose: false }, transportFor(network));
      if (id === attempt.current)
        setState({ status: 'ready', rows: [...state.rows, ...more], loadingMore: false });
    } catch (error) {
      // A failure empties the list (docs/ledger.md#pick-ledger-account).
      if (id === attempt.current) setState(stateAfterFailure(error));
    }
  };

  const pick = (row: LedgerRow) => {
    addAccount({
      type: 'ledger',
      address: row.address,
      accountId: row.accountId,
      addressId: row.addressId,
      derivationPath: pathText(row.accountId, row.addressId),
    });
    setActive(row.address);
    onClose();
    navigate(`/account/${row.address}`);
  };

  const ftm = (wei: bigint | undefined) =>
    wei === undefined ? '–' : formatAmount(wei, { decimals: 18, fractionDigits, symbol: 'FTM' });

  return (
    <Modal opened={opened} onClose={onClose} title={t('ledger.picker.title')} centered size="lg">
      <Stack>
        {(state.status === 'waiting' || state.status === 'failed') && (
          <Alert
            color={state.status === 'failed' ? 'red' : 'blue'}
            role={state.status === 'failed' ? 'alert' : 'status'}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{state.message}</Text>
              <Button size="xs" variant="default" onClick={() => void read(true)}>
                {t('ledger.picker.tryAgain')}
              </Button>
            </Stack>
          </Alert>
        )}
        {state.status === 'unsupported' && (
          <Alert color="red" role="alert">
            {state.message}
          </Alert>
        )}
        {state.status === 'reading' && (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('ledger.picker.reading')}</Text>
          </Group>
        )}
        {state.status === 'ready' && (
          <>
            <Table striped highlightOnHover aria-label={t('ledger.picker.listLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ledger.picker.address')}</Table.Th>
                  <Table.Th ta="right">{t('ledger.picker.balance')}</Table.Th>
                  <Table.Th ta="right" visibleFrom="sm">
                    {t('ledger.picker.total')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {state.rows.map((row) => (
                  <Table.Tr key={row.addressId}>
                    <Table.Td>
                      <UnstyledButton
                        onClick={() => pick(row)}
                        aria-label={t('ledger.picker.pick', { address: row.address })}
                        ff="monospace"
                        fz="sm"
                        style={{ wordBreak: 'break-all' }}
                      >
                        {row.address}
                      </UnstyledButton>
                    </Table.Td>
                    <Table.Td ta="right">{ftm(row.balance)}</Table.Td>
                    <Table.Td ta="right" visibleFrom="sm">
                      {ftm(row.totalValue)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group justify="center">
              <Button variant="default" onClick={() => void loadNext()} loading={state.loadingMore}>
                {t('ledger.picker.loadNext', { count: LEDGER_PAGE })}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
