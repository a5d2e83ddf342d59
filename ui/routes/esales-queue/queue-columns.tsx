import { createColumnHelper } from '@tanstack/react-table';
import type { QueueCase } from '../../../core/esales/queue.port.ts';
import type { DataTableFeatures } from '../../components/table/table-features.ts';
import { ContactCell, CustomerCell, IdCell, TextCell } from './queue-cells.tsx';
import type { Translate } from '../../i18n/define-text.ts';
import type { QueueTextKey } from './esales-queue.text.ts';
import { RowActionsMenu, type QueueRowActions } from './row-actions-menu.tsx';

const helper = createColumnHelper<DataTableFeatures, QueueCase>();

/** The queue's desktop columns of spec 2 §2.3, in its order; the queue is newest first and has no sorts. */
export function queueColumns(historyPath: (caseId: number) => string, actions: QueueRowActions, t: Translate<QueueTextKey>) {
  return helper.columns([
    helper.display({ id: 'id', header: t('colId'), cell: (c) => <IdCell row={c.row.original} historyPath={historyPath(c.row.original.id)} /> }),
    helper.display({ id: 'customer', header: t('colCustomer'), cell: (c) => <CustomerCell row={c.row.original} /> }),
    helper.display({ id: 'contact', header: t('colContact'), cell: (c) => <ContactCell row={c.row.original} /> }),
    helper.accessor('city', { header: t('colCity'), cell: (c) => <TextCell value={c.getValue()} /> }),
    helper.accessor('state', { header: t('colState'), cell: (c) => <TextCell value={c.getValue()} /> }),
    helper.accessor('createdOn', { header: t('colCreated'), cell: (c) => <TextCell value={c.getValue()} /> }),
    helper.display({ id: 'actions', header: t('colActions'), cell: (c) => <RowActionsMenu row={c.row.original} actions={actions} /> }),
  ]);
}
