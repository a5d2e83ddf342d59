import { createColumnHelper } from '@tanstack/react-table';
import type { QueueCase } from '../../../core/esales/queue.port.ts';
import type { DataTableFeatures } from '../../components/table/table-features.ts';
import { ContactCell, CustomerCell, IdCell, TextCell } from './queue-cells.tsx';
import { RowActionsMenu, type QueueRowActions } from './row-actions-menu.tsx';

const helper = createColumnHelper<DataTableFeatures, QueueCase>();

/** The queue's desktop columns of spec 2 §2.3, in its order; the queue is newest first and has no sorts. */
export function queueColumns(historyPath: (caseId: number) => string, actions: QueueRowActions) {
  return helper.columns([
    helper.display({ id: 'id', header: 'Id / eQuote', cell: (c) => <IdCell row={c.row.original} historyPath={historyPath(c.row.original.id)} /> }),
    helper.display({ id: 'customer', header: 'Customer Name / Corporate Name', cell: (c) => <CustomerCell row={c.row.original} /> }),
    helper.display({ id: 'contact', header: 'Phone Number / E-Mail', cell: (c) => <ContactCell row={c.row.original} /> }),
    helper.accessor('city', { header: 'City', cell: (c) => <TextCell value={c.getValue()} /> }),
    helper.accessor('state', { header: 'State', cell: (c) => <TextCell value={c.getValue()} /> }),
    helper.accessor('createdOn', { header: 'Created On', cell: (c) => <TextCell value={c.getValue()} /> }),
    helper.display({ id: 'actions', header: 'Actions', cell: (c) => <RowActionsMenu row={c.row.original} actions={actions} /> }),
  ]);
}
