import type { components } from '../../../openapi/generated/medibuddyCentral.ts';
import type { LabTab } from '../../../core/appointments/tabs.ts';
import { labRowStatus } from '../../../core/appointments/lab-workflow.ts';
import { nextActions } from '../../../core/appointments/row-actions.ts';
import type { UploadContext } from '../../../core/appointments/upload-action.ts';
import { rowContactView } from '../store/row-contact-view.ts';
import type { LabRow } from './lab-row.ts';

type ProviderRequest = components['schemas']['ProviderRequest'];

/** What the workflow rules read from a stored row. */
export function workflowContext(row: Pick<LabRow, 'status_id' | 'contract_id' | 'provider_id' | 'provider_parent_id' | 'test_category'>): UploadContext {
  return {
    statusId: row.status_id,
    contractId: row.contract_id,
    providerId: row.provider_id,
    parentProviderId: row.provider_parent_id,
    testCategory: row.test_category,
  };
}

/**
 * A stored row as a provider list item: status text and nextActions from the core table (none for
 * a read-only caller), and its contacts (phone, address, remarks) as the core privacy rule shows them to a viewer.
 */
export function toProviderRequest(row: LabRow, tab: LabTab, canAct = true): ProviderRequest {
  const view = rowContactView(row);
  const remarks = view.text(row.remarks);
  return {
    id: row.id,
    parentRequestID: row.parent_request_id,
    employeeId: row.employee_id,
    patientName: row.patient_name,
    dob: row.dob,
    gender: row.gender,
    primaryEntityName: row.corporate_name,
    primaryEntityId: row.corporate_id,
    addressLine1: view.text(row.address_line1),
    phone: view.phone(row.phone),
    orderItemProductIds: row.package_ids,
    orderItemProductId: row.package_ids[0] ?? null,
    orderId: row.order_id,
    packageName: row.package_name,
    testCategory: row.test_category,
    fulfillmentDate: row.fulfillment_date.toISOString(),
    fulfillmentType: row.visit_type,
    visitType: row.visit_type,
    priorityId: row.priority_id,
    providerName: row.provider_name,
    currentProvider: row.provider_id,
    contractId: row.contract_id,
    statusID: row.status_id,
    displayStatus: labRowStatus(row.status_id, tab, remarks).text,
    remarks,
    nextActions: canAct ? nextActions(workflowContext(row)).map((n) => ({ action: n.action, label: n.label })) : [],
    createdOn: row.created_on.toISOString(),
    modifiedOn: row.modified_on.toISOString(),
    // The master entity: the parent provider for a branch, the provider itself otherwise.
    PMEntityId: row.provider_parent_id ?? row.provider_id,
  };
}
