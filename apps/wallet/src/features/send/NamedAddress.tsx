import { Text } from '@mantine/core';

/** A confirmation row's address with the name the wallet knows it by above it, when it has one. */
export function NamedAddress({ name, address }: { name?: string | null | undefined; address: string }) {
  return (
    <>
      {name && (
        <Text span fw={600} display="block">
          {name}
        </Text>
      )}
      <Text span ff="monospace" size="sm">
        {address}
      </Text>
    </>
  );
}
