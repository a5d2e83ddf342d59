import { visitLabelOf, type VisitTypeLabel } from '../../../core/appointments/visit-type.ts';
import { ageFromDob } from '../../../core/appointments/age.ts';
import { contractGroup } from '../../../core/appointments/contracts.ts';
import type { RowButton } from '../../../core/appointments/lab-actions.ts';
import type { LabRequest } from '../../../core/appointments/lab-desk.port.ts';
import { labRowStatus, type LabRowStatus } from '../../../core/appointments/lab-workflow.ts';
import { isHni, priorityName } from '../../../core/appointments/priorities.ts';
import { BULK_ACTIONS, rowActions, rowButtons } from '../../../core/appointments/row-actions.ts';
import { slaBanner } from '../../../core/appointments/sla.ts';
import { LAB_TABS, type LabTab } from '../../../core/appointments/tabs.ts';
import { formatDateTime as formatIndiaDateTime } from '../../i18n/format.ts';

/** A request as one row or card of a lab list shows it: every text already decided by core. */
export interface LabRowView {
  readonly id: number;
  readonly request: LabRequest;
  readonly memberId: string;
  readonly patientName: string;
  /** '34 Yrs / F', or 'NA / F' when the age cannot be known. */
  readonly ageGender: string;
  readonly primaryEntity: string;
  readonly address: string;
  readonly phone: string;
  readonly packageName: string;
  readonly hasPackages: boolean;
  readonly appointment: string;
  readonly visitType: VisitTypeLabel;
  readonly hni: boolean;
  readonly priority: string;
  readonly providerName: string;
  readonly corporate: 'PPMC' | 'Corporate';
  readonly remarks: string;
  readonly lastUpdated: string;
  readonly status: LabRowStatus;
  /** 'Action Pending Since' and how long, once past the tab's SLA. */
  readonly sla?: { readonly title: string; readonly duration: string };
  readonly buttons: readonly { readonly button: RowButton; readonly label: string }[];
  /** Whether the row can take part in one of the tab's bulk actions (and so be ticked). */
  readonly selectable: boolean;
}

const dash = (v: string | null | undefined) => (v && v.trim() !== '' ? v : '-');

/** The row view of a request on a tab at `now`. A search shows rows as All Appointments does. */
export function labRowView(request: LabRequest, tab: LabTab, now: Date): LabRowView {
  const age = ageFromDob(request.dob, now);
  const readOnly = LAB_TABS[tab].readOnly;
  return {
    id: request.id,
    request,
    memberId: dash(request.employeeId),
    patientName: request.patientName,
    ageGender: `${age === 'NA' ? 'NA' : `${age} Yrs`} / ${dash(request.gender)}`,
    primaryEntity: dash(request.primaryEntityName),
    address: dash(request.addressLine1),
    phone: dash(request.phone),
    packageName: dash(request.packageName),
    hasPackages: request.packageIds.length > 0,
    appointment: formatIndiaDateTime(request.fulfillmentDate),
    visitType: visitLabelOf(request.isHomeVisit),
    hni: isHni(request.priorityId),
    priority: priorityName(request.priorityId),
    providerName: dash(request.providerName),
    corporate: contractGroup(request.contractId),
    remarks: dash(request.remarks),
    lastUpdated: formatIndiaDateTime(request.modifiedOn),
    status: labRowStatus(request.statusId, tab, request.remarks),
    sla: slaBanner(tab, request, now),
    buttons: readOnly ? [] : rowButtons(tab, request),
    // Tickable when it offers one of the tab's bulk actions at all; the preview says which a bulk skips and why.
    selectable: rowActions(tab, request).some((action) => (BULK_ACTIONS[tab] ?? []).includes(action)),
  };
}
