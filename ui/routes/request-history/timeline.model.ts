import { StatusId } from '../../../core/appointments/status-catalogue.ts';
import { qcRejectedTag } from '../../../core/appointments/display-status.ts';
import { reportsVisible, visibleAttachments, type HistoryViewer } from '../../../core/history/report-visibility.ts';
import type { HistoryStatus, RequestHistoryRecord } from '../../../core/history/request-history.port.ts';
import { timelineRemarks } from '../../../core/history/timeline.ts';
import { formatDateTime } from '../../i18n/format.ts';

/** A downloadable file of a status or a correspondence. */
export interface TimelineFile {
  id: string;
  name: string;
  kind: 'Bill' | 'Report' | 'Correspondence';
}

/** One correspondence entry under a status. */
export interface CorrespondenceView {
  id: number;
  title: string;
  when: string;
  comment: string | null;
  files: TimelineFile[];
}

/** One status of the right-column timeline, as shown. */
export interface TimelineItem {
  key: string;
  statusId: number;
  title: string;
  when: string;
  by: string | null;
  remarks: string;
  /** The red 'QC Rejected' tag of an Information Awaited status (spec 1 §4). */
  qcRejectedTag: string | null;
  doctorQualification: string | null;
  files: TimelineFile[];
  correspondences: CorrespondenceView[];
}

const files = (map: Readonly<Record<string, string>> | undefined, kind: TimelineFile['kind']): TimelineFile[] =>
  Object.entries(map ?? {}).map(([id, name]) => ({ id, name, kind }));

function correspondenceTitle(c: HistoryStatus['correspondences'][number]): string {
  const parts = [c.typeValue, c.callTypeValue, c.callStatusValue].filter((p): p is string => !!p && p.trim() !== '');
  return parts.length > 0 ? parts.join(' · ') : 'Correspondence';
}

/**
 * The timeline of every recorded status, oldest first: the status in the viewer's words (the server
 * sends them), its remarks ('No Remarks' when blank), the doctor's qualification where given, its
 * bills and reports (reports only once released to an insurer) and its correspondences.
 */
export function timelineItems(record: RequestHistoryRecord, viewer: HistoryViewer): TimelineItem[] {
  const showReports = reportsVisible(viewer, record.statuses.map((s) => s.statusId));
  return record.statuses.map((s, index) => {
    const attachments = visibleAttachments(s.attachments, showReports);
    return {
      key: `${index}-${s.statusId}`,
      statusId: s.statusId,
      title: s.status,
      when: formatDateTime(new Date(s.date)),
      by: s.createdBy,
      remarks: timelineRemarks(s.remarks),
      qcRejectedTag: s.statusId === StatusId.InformationAwaited ? qcRejectedTag(s.remarks).tag : null,
      doctorQualification: s.doctorQualification,
      files: [...files(attachments?.bills, 'Bill'), ...files(attachments?.reports, 'Report')],
      correspondences: s.correspondences.map((c) => ({
        id: c.id,
        title: correspondenceTitle(c),
        when: formatDateTime(new Date(c.createdOn)),
        comment: c.comment,
        files: files(c.files, 'Correspondence'),
      })),
    };
  });
}
