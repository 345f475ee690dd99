import type { Address, Hex } from '@fantom-wallet/core';
import { messageDisplay, parseSiwe, siweWarnings } from '@fantom-wallet/wallet/signatures';
import { FactRows } from '@fantom-wallet/wallet/ui';
import { Alert, Code, List, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SignForm, type SignFormProps } from './SignForm.tsx';
import { SiteName } from './SiteName.tsx';

export interface EipSignMessageProps extends Pick<SignFormProps, 'onSign' | 'onCancel' | 'device'> {
  origin: string;
  account: Address;
  /** The active network's chain id (a sign-in message for another chain is warned of). */
  chainId: number;
  message: Hex;
}

const when = (date: Date | undefined) =>
  date === undefined || Number.isNaN(date.getTime()) ? undefined : date.toISOString();

/**
 * personal_sign's window (docs/extension.md#signatures): the site, the account and the message, as text when it
 * is plain UTF-8, else as hex. A Sign-In with Ethereum message is shown by its fields; one whose domain, address
 * or chain is not this site's, account's or network's gets a loud warning, and Sign waits for "I understand the
 * risk".
 */
export function EipSignMessage({
  origin,
  account,
  chainId,
  message,
  onSign,
  onCancel,
  device,
}: EipSignMessageProps) {
  const { t } = useTranslation();
  const display = messageDisplay(message);
  const siwe = display.kind === 'text' ? parseSiwe(display.text) : undefined;
  const warnings = siwe ? siweWarnings(siwe, { origin, account, chainId }) : [];
  const site = new URL(origin).host;
  const siweRows = siwe
    ? [
        [t('extension.siweDomain'), siwe.domain],
        [t('extension.siweAddress'), siwe.address],
        [t('extension.siweStatement'), siwe.statement],
        [t('extension.siweUri'), siwe.uri],
        [t('extension.siweChainId'), String(siwe.chainId)],
        [t('extension.siweNonce'), siwe.nonce],
        [t('extension.siweIssuedAt'), when(siwe.issuedAt)],
        [t('extension.siweExpiration'), when(siwe.expirationTime)],
      ].filter((row): row is [string, string] => row[1] !== undefined)
    : [];
  return (
    <Stack gap="sm">
      <SiteName origin={origin} />
      <Title order={1} size="h4">
        {siwe ? t('extension.signInTitle') : t('extension.signTitle')}
      </Title>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('extension.account')}: {account}
      </Text>
      {warnings.length > 0 && siwe && (
        <Alert color="red" role="alert" title={t('extension.siweWarningTitle')}>
          <List size="sm">
            {warnings.map((warning) => (
              <List.Item key={warning}>
                {t(`extension.siweWarnings.${warning}`, {
                  domain: siwe.domain,
                  site,
                  address: siwe.address,
                  chainId: siwe.chainId,
                  active: chainId,
                })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <ScrollArea.Autosize
        mah={220}
        type="auto"
        // Keyboard users scroll it too (axe: scrollable-region-focusable).
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('extension.message') }}
      >
        {siwe ? (
          <FactRows label={t('extension.message')} rows={siweRows} />
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {display.kind === 'text' ? t('extension.message') : t('extension.messageHex')}
            </Text>
            <Code
              block
              data-testid="sign-message"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {display.kind === 'text' ? display.text : display.hex}
            </Code>
          </Stack>
        )}
      </ScrollArea.Autosize>
      <SignForm risky={warnings.length > 0} onSign={onSign} onCancel={onCancel} device={device} />
    </Stack>
  );
}
