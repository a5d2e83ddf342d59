import { formatIndiaDateTime } from '../../../core/shared/india-time.ts';
import type { CsvColumn } from '../../csv/csv.ts';
import type { QueueItem } from './esales-case.mapper.ts';

/** EsalesQueue.csv's columns (the contract's list), read from the queue's own masked row. */
export const ESALES_EXPORT_COLUMNS: readonly CsvColumn<QueueItem>[] = [
  { header: 'Id', value: (r) => r.id },
  { header: 'eQuote', value: (r) => r.eQuote },
  { header: 'Customer Name', value: (r) => r.name },
  { header: 'Corporate Name', value: (r) => r.corporateName },
  { header: 'Phone Number', value: (r) => r.phoneNo },
  { header: 'E-Mail', value: (r) => r.email },
  { header: 'City', value: (r) => r.requestJSON.city },
  { header: 'State', value: (r) => r.requestJSON.state },
  { header: 'Created On', value: (r) => formatIndiaDateTime(new Date(r.dateTimeCreated)) },
];

