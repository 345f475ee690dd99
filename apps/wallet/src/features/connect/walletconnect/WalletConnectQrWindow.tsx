import { Button, CopyButton, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { cancelWalletConnect, useWalletConnectStore } from '../../../signers/index.ts';

/**
 * The wallet's own WalletConnect QR window (the SDK's modal would pull ~420 KB and call Reown's servers): the
 * pairing URI as a QR code with a white quiet zone (it scans in the dark scheme too) and as a link to copy, open
 * while a pairing waits; closing it cancels the pairing (docs/external-wallets.md#walletconnect).
 */
export function WalletConnectQrWindow() {
  const { t } = useTranslation();
  const { uri, connecting } = useWalletConnectStore();
  return (
    <Modal
      opened={connecting}
      onClose={cancelWalletConnect}
      title={t('walletconnect.qrTitle')}
      centered
      size="sm"
      zIndex={400}
    >
      <Stack align="center" gap="sm">
        {uri ? (
          <>
            <Text size="sm">{t('walletconnect.qrHint')}</Text>
            <div style={{ background: '#fff', padding: 12, borderRadius: 8, lineHeight: 0 }}>
              <QRCodeSVG value={uri} size={240} role="img" aria-label={t('walletconnect.qrLabel')} />
            </div>
            <Group w="100%" gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                label={t('walletconnect.link')}
                value={uri}
                readOnly
                style={{ flex: 1 }}
                data-testid="walletconnect-uri"
              />
              <CopyButton value={uri}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy}>
                    {copied ? t('walletconnect.copied') : t('walletconnect.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </>
        ) : (
          <Group role="status" py="md">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('walletconnect.waiting')}</Text>
          </Group>
        )}
        <Group justify="flex-end" w="100%">
          <Button variant="default" onClick={cancelWalletConnect}>
            {t('walletconnect.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
