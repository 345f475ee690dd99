import { Table } from '@mantine/core';
import { Amount } from '../../../shared/ui/Amount.tsx';

/**
 * An FTM amount in a staking table: right-aligned and on one line, so the column's figures line up, and without
 * the symbol, which the column's header names.
 */
export function AmountCell({ value }: { value: bigint }) {
  return (
    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
      <Amount value={value} symbol="" />
    </Table.Td>
  );
}
