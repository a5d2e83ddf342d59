import { agesOn } from '../../../core/appointments/age.ts';
import { APPOINTMENTS_CSV } from '../../../core/appointments/export-file.ts';
import { LabTab } from '../../../core/appointments/tabs.ts';
import { offlineStatusText } from '../../../core/consults/offline-status.ts';
import { LAB_EXPORT_COLUMNS, type ExportColumn, type ExportContext } from '../lab-desk/export-columns.ts';
import type { RequestExport } from '../requests/export-csv.ts';
import type { RequestSelection } from '../requests/selection.ts';
import { OFFLINE_ROW, type OfflineRow } from './offline-row.ts';

/** Columns a consult has no use for: every consult is an in-clinic OPD visit of one category. */
const LAB_ONLY = new Set(['Test Category', 'Visit Type', 'Corporate / PPMC']);

/**
 * The offline tabs' AppointmentData.csv: the lab list's columns with the doctor and the fee in
 * place of the lab-only ones, and the consult's status text (spec 3 §2.3).
 */
const OFFLINE_EXPORT_COLUMNS: readonly ExportColumn<OfflineRow>[] = LAB_EXPORT_COLUMNS.flatMap((c): ExportColumn<OfflineRow>[] => {
  if (LAB_ONLY.has(c.header)) return [];
  if (c.header === 'Status') return [{ header: 'Status', value: (r) => offlineStatusText(r.status_id) }];
  if (c.header === 'Provider Name') {
    return [
      { header: 'Doctor', value: (r) => r.doctor_name ?? '' },
      { header: 'Consultation Fee', value: (r) => r.amount },
      c,
    ];
  }
  return [c];
});

/** The offline desk's AppointmentData.csv of a selection, as of `now`. */
export function offlineExport(sel: RequestSelection, now: Date): RequestExport<OfflineRow, OfflineRow> {
  const context: ExportContext = { tab: LabTab.ALL_APPOINTMENTS, age: agesOn(now) };
  const columns = OFFLINE_EXPORT_COLUMNS.map((c) => ({ header: c.header, value: (row: OfflineRow) => c.value(row, context) }));
  return { selection: sel, shape: OFFLINE_ROW, columns, toRow: (row) => row, fileName: APPOINTMENTS_CSV };
}
