import { ageFromDob } from '../../../core/appointments/age.ts';
import { isHni } from '../../../core/appointments/priorities.ts';
import type { OfflineAction } from '../../../core/consults/offline-actions.ts';
import type { OfflineRequest } from '../../../core/consults/offline-desk.port.ts';
import { doctorDisplayName } from '../../../core/consults/doctor-name.ts';
import { offlinePendingBanner } from '../../../core/consults/offline-pending.ts';
import type { OfflineTabInfo } from '../../../core/consults/offline-tabs.ts';
import type { CustomerTexts } from '../../components/table/request-cells.tsx';
import { translateCore, translateCoreWords } from '../../i18n/core-text.ts';
import { translate } from '../../i18n/define-text.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { offlineText } from './offline-desk.text.ts';
import './offline-desk.core-text.ts';

/** One button of a row: enabled, or disabled with the reason the server gave. */
export interface OfflineRowButton {
  readonly action: OfflineAction;
  readonly label: string;
  readonly disabledReason: string | null;
}

/** A consult as one row or card of an offline list shows it: every text already decided. */
export interface OfflineRowView extends CustomerTexts {
  readonly id: number;
  readonly request: OfflineRequest;
  readonly memberId: string;
  readonly packageName: string;
  readonly hasPackages: boolean;
  readonly appointment: string;
  readonly doctor: string;
  readonly providerName: string;
  /** The remarks, or "No Remarks" (spec 3 §2.3). */
  readonly remarks: string;
  readonly status: string;
  readonly lastUpdated: string;
  readonly buttons: readonly OfflineRowButton[];
  /** "Action Pending Since: 1 Day 2 Hours" once an action has waited 4 hours (spec 3 §4.1). */
  readonly pending: string | undefined;
}

const dash = (v: string | null | undefined) => (v && v.trim() !== '' ? v : '-');

/** The row view of a consult on a tab at `now`; a read-only tab shows no buttons. */
export function offlineRowView(request: OfflineRequest, tab: OfflineTabInfo, now: Date): OfflineRowView {
  const age = ageFromDob(request.dob, now);
  const readOnly = tab.readOnly;
  const banner = offlinePendingBanner(tab, request, now);
  return {
    id: request.id,
    request,
    memberId: dash(request.employeeId),
    patientName: request.patientName,
    hni: isHni(request.priorityId),
    ageGender: `${age === 'NA' ? translateCore('NA') : translate(offlineText, 'years', { age })} / ${translateCore(dash(request.gender))}`,
    primaryEntity: dash(request.primaryEntityName),
    address: dash(request.addressLine1),
    phone: dash(request.phone),
    packageName: dash(request.packageName),
    hasPackages: request.packageIds.length > 0,
    appointment: formatDateTime(request.fulfillmentDate),
    doctor: doctorDisplayName(request.doctorName) ?? '-',
    providerName: dash(request.providerName),
    remarks: request.remarks && request.remarks.trim() !== '' ? request.remarks : translate(offlineText, 'noRemarks'),
    status: request.displayStatus,
    lastUpdated: formatDateTime(request.modifiedOn),
    buttons: readOnly ? [] : request.nextActions.map((n) => ({ ...n, label: translateCore(n.label), disabledReason: n.disabledReason && translateCore(n.disabledReason) })),
    pending: banner ? `${translate(offlineText, 'pendingSince')}: ${translateCoreWords(banner.duration)}` : undefined,
  };
}
