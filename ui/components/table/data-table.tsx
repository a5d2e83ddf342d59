import { Fragment, type ReactNode } from 'react';
import { useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import Box from '@mui/material/Box';
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
  /** Shown under the headers when there is no data. */
  empty: ReactNode;
  busy?: boolean;
}

/** Dense cells, so a desk's columns fit a 1280 px screen beside the drawer; text wraps inside them. */
const CELL = { px: 1, '&:first-of-type': { pl: 2 }, '&:last-of-type': { pr: 2 } } as const;

/**
 * A table on @tanstack/react-table 9 with MUI markup: header names that sort are buttons that sort
 * on the server (aria-sort tells screen readers the order; a header may hold two, as in
 * "Appointment Date & Time / Last Updated"); the body renders
 * every cell through the column's own renderer. With no rows, the empty message sits below the
 * headers outside the scrolling area, so it is in view however wide the table is.
 */
export function DataTable<T extends RowData>({ label, columns, data, getRowId, sort, onSort, empty, busy }: DataTableProps<T>) {
  const table = useTable({ features: dataTableFeatures, columns, data, getRowId });
  return (
    <Paper variant="outlined">
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={label} aria-busy={busy || undefined}>
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const sorts = meta?.sorts ?? [];
                  const active = sorts.some((s) => s.field === sort.field);
                  const sortButton = (field: string, children: ReactNode) => (
                    <TableSortLabel key={field} active={sort.field === field} direction={sort.field === field && sort.descending ? 'desc' : 'asc'} onClick={() => onSort(field)}>
                      {children}
                    </TableSortLabel>
                  );
                  const name: ReactNode = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                  const own = sorts.find((s) => !s.label);
                  const content = (
                    <>
                      {own ? sortButton(own.field, name) : name}
                      {sorts.filter((s) => s.label).map((s) => (
                        <Fragment key={s.field}>
                          {' / '}
                          {sortButton(s.field, s.label)}
                        </Fragment>
                      ))}
                    </>
                  );
                  return (
                    <TableCell key={header.id} scope="col" sx={{ ...CELL, fontWeight: 700, minWidth: meta?.minWidth, verticalAlign: 'bottom' }}
                      aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}
                    >
                      {content}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableHead>
          {data.length === 0 ? null : (
            <TableBody>
              {table.getRowModel().rows.map((row) => (
                <TableRow key={row.id} hover>
                  {row.getAllCells().map((cell) => (
                    <TableCell key={cell.id} sx={{ ...CELL, verticalAlign: 'top', overflowWrap: 'break-word' }}>
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          )}
        </Table>
      </TableContainer>
      {data.length === 0 ? <Box sx={{ px: 2, py: 1 }}>{empty}</Box> : null}
    </Paper>
  );
}
