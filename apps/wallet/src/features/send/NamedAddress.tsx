import { Text } from '@mantine/core';
import { ChainText } from '../../shared/ui/ChainText.tsx';

/**
 * A confirmation row's address with the name the wallet knows it by above it, when it has one: a contact's or
 * wallet's name, or the registered name typed as the recipient, shown as chain text (SECURITY.md#text-from-the-chain).
 */
export function NamedAddress({ name, address }: { name?: string | null | undefined; address: string }) {
  return (
    <>
      {name && (
        <Text span fw={600} display="block">
          <ChainText text={name} kind="name" />
        </Text>
      )}
      <Text span ff="monospace" size="sm">
        {address}
      </Text>
    </>
  );
}
