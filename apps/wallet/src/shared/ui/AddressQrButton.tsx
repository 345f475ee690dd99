import { ActionIcon, Code, Modal, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconQrcode } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useAfterFirstCommit } from './useAfterFirstCommit.ts';

/** Shows the address as a QR code in a window. */
export function AddressQrButton({ address }: { address: string }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const modal = useAfterFirstCommit();
  return (
    <>
      <ActionIcon
        variant="subtle"
        onClick={open}
        aria-label={t('address.showQr')}
        title={t('address.showQr')}
      >
        <IconQrcode size={18} aria-hidden />
      </ActionIcon>
      {modal && (
        <Modal opened={opened} onClose={close} title={t('address.qrTitle')} centered size="sm">
          <Stack align="center">
            <AddressQr address={address} />
            <Code style={{ wordBreak: 'break-all' }}>{address}</Code>
          </Stack>
        </Modal>
      )}
    </>
  );
}

/** A QR code with a white quiet zone so it scans in the dark scheme too. */
export function AddressQr({ address, size = 220 }: { address: string; size?: number }) {
  const { t } = useTranslation();
  return (
    <div style={{ background: '#fff', padding: 12, borderRadius: 8, lineHeight: 0 }}>
      <QRCodeSVG value={address} size={size} role="img" aria-label={t('address.qrLabel', { address })} />
    </div>
  );
}
