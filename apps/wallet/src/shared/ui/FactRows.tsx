import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A named table of label and value rows, as the approval windows show what they are asked (a sign-in's fields, a
 * typed data domain, a token): each label a row header, each value wrapped at any character so a long address or
 * text never runs past a 360 px window.
 */
export function FactRows({
  label,
  rows,
}: {
  label: string;
  rows: readonly (readonly [string, ReactNode])[];
}) {
  return (
    <Table fz="sm" aria-label={label}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row">{name}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
