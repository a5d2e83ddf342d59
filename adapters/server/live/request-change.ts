/** One row of request_change (028_request_changes.sql): a change a list would show. */
export interface RequestChangeRow {
  id: number;
  request_id: number;
  service: 'LABS' | 'OFFLINE_CONSULTS';
  provider_id: number;
  corporate_id: number | null;
  agent_code: string | null;
  status_id: number;
  changed_on: Date | string;
}

/** What a client receives of a change: the request, its new status and service, and when. */
export interface LiveChangeData {
  requestId: number;
  statusId: number;
  service: 'LABS' | 'OFFLINE_CONSULTS';
  changedOn: string;
}

/**
 * A change as NOTIFY carries it (the row as JSON). The trigger writes it, so a payload that does
 * not parse is a defect of this server, dropped rather than sent.
 */
export function parseChange(payload: string): RequestChangeRow | undefined {
  try {
    const row = JSON.parse(payload) as RequestChangeRow;
    return Number.isInteger(row.id) && Number.isInteger(row.request_id) ? row : undefined;
  } catch {
    return undefined;
  }
}

export function changeData(row: RequestChangeRow): LiveChangeData {
  return {
    requestId: Number(row.request_id),
    statusId: row.status_id,
    service: row.service,
    changedOn: new Date(row.changed_on).toISOString(),
  };
}
