import { makeAutoObservable, runInAction } from 'mobx';
import type { FileSaverPort } from '../../../core/files/file-saver.port.ts';
import type { InsurerAppointmentsPort } from '../../../core/appointments/insurer-list.port.ts';
import { REPORT_DOWNLOAD_FAILED, reportDownloadProblem, reportWindowHours } from '../../../core/history/report-download.ts';
import { indiaDateTime, indiaDateTimeText, REPORT_CONTRACTS, reportZipName } from '../../../core/history/report-request.ts';
import type { ClockPort } from '../../../core/shared/clock.port.ts';
import type { Toaster } from '../../components/toast/toaster.ts';
import { translateCore } from '../../i18n/core-text.ts';
import { translate } from '../../i18n/define-text.ts';
import { insurerText } from './insurer-appointments.text.ts';
import './insurer-appointments.core-text.ts';

/** Who downloads: the insurer entity (its window limit) and the corporates its contracts cover. */
export interface ReportDownloader {
  entityId: number;
  corporateIds: readonly number[];
}

/**
 * The Download Reports dialog (spec 1 §5, §7): a contract and an approval window in India time,
 * at most 6 hours (24 for listed entities); the reports QC-approved in it arrive as one zip.
 */
export class DownloadReportsModel {
  isOpen = false;
  contractId: number | null = null;
  start = '';
  end = '';
  tried = false;
  isDownloading = false;
  failed = false;

  constructor(
    private readonly port: InsurerAppointmentsPort,
    private readonly saver: FileSaverPort,
    private readonly toaster: Toaster,
    private readonly clock: ClockPort,
    private readonly who: ReportDownloader,
  ) {
    makeAutoObservable<this, 'port' | 'saver' | 'toaster' | 'clock' | 'who'>(this, { port: false, saver: false, toaster: false, clock: false, who: false }, { autoBind: true });
  }

  get contracts() {
    return REPORT_CONTRACTS;
  }

  get windowHours(): number {
    return reportWindowHours(this.who.entityId);
  }

  /** The pickers' least value (spec 1 §5 "start and end minimum is now"). */
  get minValue(): string {
    return indiaDateTimeText(this.clock.now());
  }

  /** Why the form cannot be sent, shown once a download was tried. */
  get problem(): string | undefined {
    return reportDownloadProblem({ contractId: this.contractId, start: indiaDateTime(this.start), end: indiaDateTime(this.end) }, this.who.entityId);
  }

  get shownProblem(): string | null {
    if (this.failed) return REPORT_DOWNLOAD_FAILED;
    return this.tried ? (this.problem ?? null) : null;
  }

  open(): void {
    this.isOpen = true;
    this.contractId = null;
    this.start = '';
    this.end = '';
    this.tried = false;
    this.failed = false;
  }

  close(): void {
    if (!this.isDownloading) this.isOpen = false;
  }

  setContract(id: number): void {
    this.contractId = id;
    this.failed = false;
  }

  setStart(value: string): void {
    this.start = value;
    this.failed = false;
  }

  setEnd(value: string): void {
    this.end = value;
    this.failed = false;
  }

  async download(): Promise<void> {
    if (this.isDownloading) return;
    this.tried = true;
    const start = indiaDateTime(this.start);
    const end = indiaDateTime(this.end);
    if (this.problem || !start || !end || this.contractId === null) return;
    const name = reportZipName(this.contractId, start);
    this.isDownloading = true;
    try {
      const zip = await this.port.reportsZip({ zipFileName: name, entityRelationIds: this.who.corporateIds, start, end });
      await this.saver.save(zip, `${name}.zip`);
      runInAction(() => {
        this.isDownloading = false;
        this.isOpen = false;
      });
      this.toaster.success(translate(insurerText, 'reportsDownloaded'));
    } catch {
      runInAction(() => {
        this.isDownloading = false;
        this.failed = true;
      });
      this.toaster.error(translateCore(REPORT_DOWNLOAD_FAILED));
    }
  }
}
