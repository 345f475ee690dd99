import { Table } from '@mantine/core';
import type { ConfirmationRow } from './ConfirmationRow.ts';

/**
 * What a transaction does, one row a fact, as the confirmation lists it and the device prompt repeats it for the
 * user to compare with the device's screen. A value breaks at any character, so an address never runs out.
 */
export function ConfirmationTable({ rows }: { rows: readonly ConfirmationRow[] }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th w={{ base: 110, sm: 160 }}>{row.label}</Table.Th>
            <Table.Td style={{ wordBreak: 'break-all' }}>{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
