import type { ReactNode } from 'react';
import { useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Paper from '@mui/material/Paper';
import { dataTableFeatures, type DataTableFeatures } from './table-features.ts';

export interface TableSort {
  field: string;
  descending: boolean;
}

export interface DataTableProps<T extends RowData> {
  /** The table's accessible name. */
  label: string;
  columns: ColumnDef<DataTableFeatures, T, any>[];
  data: T[];
  getRowId: (row: T) => string;
  sort: TableSort;
  onSort: (field: string) => void;
  /** Shown in one full-width row when there is no data. */
  empty: ReactNode;
  busy?: boolean;
}

/**
 * A table on @tanstack/react-table 9 with MUI markup: headers whose column names a sort field are
 * buttons that sort on the server (aria-sort tells screen readers the order); the body renders
 * every cell through the column's own renderer.
 */
export function DataTable<T extends RowData>({ label, columns, data, getRowId, sort, onSort, empty, busy }: DataTableProps<T>) {
  const table = useTable({ features: dataTableFeatures, columns, data, getRowId });
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={label} aria-busy={busy || undefined}>
        <TableHead>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const field = meta?.sortField;
                const active = field !== undefined && sort.field === field;
                const direction = active && sort.descending ? 'desc' : 'asc';
                return (
                  <TableCell key={header.id} scope="col" sx={{ fontWeight: 700, minWidth: meta?.minWidth, verticalAlign: 'bottom' }}
                    aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}
                  >
                    {header.isPlaceholder ? null : field ? (
                      <TableSortLabel active={active} direction={direction} onClick={() => onSort(field)}>
                        <table.FlexRender header={header} />
                      </TableSortLabel>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableHead>
        <TableBody>
          {data.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          ) : (
            table.getRowModel().rows.map((row) => (
              <TableRow key={row.id} hover>
                {row.getAllCells().map((cell) => (
                  <TableCell key={cell.id} sx={{ verticalAlign: 'top' }}>
                    <table.FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
