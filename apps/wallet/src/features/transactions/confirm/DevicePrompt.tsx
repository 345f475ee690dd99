import { Alert, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConfirmationRequest } from '../../../signers/index.ts';
import type { ConfirmationRow } from './ConfirmationRow.ts';
import { ConfirmationTable } from './ConfirmationTable.tsx';

/** The Ledger window is at most this wide (docs/ledger.md#signing). */
export const DEVICE_WINDOW_MAX_PX = 800;

/**
 * What the confirmation shows for a hardware device (Ledger): before signing, where the confirmation will happen;
 * while the device is asked, a window with the flow's own rows (Send To, Send From, Amount, … and Max Fee) to
 * compare with the device's screen and 'confirm on your device'. The window cannot be dismissed: the answer comes
 * from the device (approve, reject, or unplugged), and the confirmation then shows the outcome.
 */
export function DevicePrompt({
  request,
  rows,
  signing,
}: {
  request: Extract<ConfirmationRequest, { kind: 'device' }>;
  rows: ConfirmationRow[];
  signing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Alert color="blue" role="status">
        {t('transactions.prompt.device', { device: request.device })}
      </Alert>
      <Modal
        opened={signing}
        onClose={() => {}}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        size={DEVICE_WINDOW_MAX_PX}
        styles={{ content: { maxWidth: DEVICE_WINDOW_MAX_PX } }}
        title={t('ledger.device.title', { device: request.device })}
        aria-describedby="device-prompt-text"
        data-testid="device-window"
      >
        <Stack>
          <ConfirmationTable rows={rows} />
          <Group gap="sm" wrap="nowrap" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden />
            <Text id="device-prompt-text" fw={600}>
              {t('ledger.device.confirm', { device: request.device })}
            </Text>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
