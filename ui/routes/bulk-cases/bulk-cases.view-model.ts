import { makeAutoObservable, runInAction } from 'mobx';
import { ContractKind } from '../../../core/appointments/contracts.ts';
import { BulkCasesRefusal, type BulkCasesPort, type BulkRowError } from '../../../core/esales/bulk-cases.port.ts';
import {
  assignedContractIds, bulkContractChoice, bulkSources, canSubmitBulk, defaultEntity, needsPackage,
  type BulkContract, type BulkEntity, type BulkSource,
} from '../../../core/esales/bulk-form.ts';
import { BulkMessage, MAX_BULK_BYTES } from '../../../core/esales/bulk-limits.ts';
import { bulkTemplateFileName } from '../../../core/esales/bulk-template.ts';
import type { BulkLookupsPort, BulkPackage } from '../../../core/esales/bulk-lookups.port.ts';
import { bulkHttpVerdict, bulkVerdict, type BulkVerdict } from '../../../core/esales/bulk-outcome.ts';
import type { FileContent } from '../../../core/files/file-content.ts';
import type { FileSaverPort } from '../../../core/files/file-saver.port.ts';
import type { CurrentSession } from '../../session/current-session.ts';
import { translate } from '../../i18n/define-text.ts';
import { bulkText } from './bulk-cases.text.ts';

/** A file the person picked or dropped: its bytes and its name. */
export type PickedFile = FileContent & { readonly name: string };

/** Builds the row report's file (CSV through the project's one CSV module; bound at the composition root). */
export type RowReportWriter = (errors: readonly BulkRowError[]) => FileContent;

/** Where the dialog is: choosing, sending the file, the server creating the cases, or done. */
export type BulkPhase = 'choosing' | 'uploading' | 'importing' | 'done';

/** The name of the row report the dialog downloads. */
export const ROW_REPORT_FILE = 'bulk-case-errors.csv';

/**
 * The Bulk Case Creation dialog (spec 2 §2.5, §4, §6, §8): its choices follow core's rules (the
 * assigned contract, the sources and first entity of a contract, a package for tele-underwriting,
 * the Submit rule); the upload reports its progress; the verdict speaks the spec's words.
 */
export class BulkCasesViewModel {
  isLoading = false;
  loadError: string | null = null;
  offered: BulkContract[] = [];
  /** Whether the contract was decided by the user's one assigned contract (no select then). */
  contractFixed = false;
  contractId: number | null = null;
  sourceId: number | null = null;
  children: BulkEntity[] = [];
  entityRelationId: number | null = null;
  packages: BulkPackage[] = [];
  packageId: number | null = null;
  file: PickedFile | null = null;
  fileProblem: string | null = null;
  phase: BulkPhase = 'choosing';
  /** Share of the file sent, 0 to 1. */
  sent = 0;
  verdict: BulkVerdict | null = null;
  rowErrors: BulkRowError[] = [];
  isSavingTemplate = false;
  templateError: string | null = null;

  constructor(
    private readonly cases: BulkCasesPort,
    private readonly lookups: BulkLookupsPort,
    private readonly current: CurrentSession,
    private readonly saver: FileSaverPort,
    private readonly writeReport: RowReportWriter,
  ) {
    makeAutoObservable<this, 'cases' | 'lookups' | 'current' | 'saver' | 'writeReport'>(
      this,
      { cases: false, lookups: false, current: false, saver: false, writeReport: false },
      { autoBind: true },
    );
  }

  private get user() {
    return this.current.session?.user;
  }

  /** The contracts the select offers: the assigned ones when the user has several, else all (spec 2 §6). */
  get contractChoices(): BulkContract[] {
    const choice = bulkContractChoice(assignedContractIds(this.user?.properties['Assigned Contracts']), this.offered);
    return 'fixed' in choice ? [choice.fixed] : choice.choose;
  }

  get contract(): BulkContract | null {
    return this.offered.find((c) => c.contractId === this.contractId) ?? null;
  }

  get sources(): BulkSource[] {
    const user = this.user;
    if (!this.contract || !user) return [];
    return bulkSources(this.contract.kind, { entityId: user.entityId, entityName: user.entityName });
  }

  get entity(): BulkEntity | null {
    return this.children.find((c) => c.entityRelationId === this.entityRelationId) ?? null;
  }

  get showPackage(): boolean {
    return this.contract !== null && needsPackage(this.contract.kind);
  }

  /**
   * Submit shows only when core's Submit rule holds (spec 2 §4); the upload names an entity even
   * for tele-underwriting (the package's own), so one must be chosen too.
   */
  get showSubmit(): boolean {
    if (this.phase !== 'choosing' && this.phase !== 'done') return false;
    const rule = canSubmitBulk({ hasFile: this.file !== null, contract: this.contract, sourceId: this.sourceId, entityRelationId: this.entityRelationId, packageId: this.packageId });
    return rule && this.entity !== null;
  }

  get isBusy(): boolean {
    return this.phase === 'uploading' || this.phase === 'importing';
  }

  /** Opens the dialog afresh: the contracts and the insurer's corporates. */
  async start(): Promise<void> {
    const user = this.user;
    this.isLoading = true;
    this.loadError = null;
    try {
      const [offered, children] = await Promise.all([this.lookups.contracts(), user ? this.cases.childEntities(user.entityId) : Promise.resolve([])]);
      runInAction(() => {
        this.offered = offered;
        this.children = children;
        const choice = bulkContractChoice(assignedContractIds(this.user?.properties['Assigned Contracts']), offered);
        this.contractFixed = 'fixed' in choice;
        this.isLoading = false;
        if ('fixed' in choice) this.chooseContract(choice.fixed.contractId);
      });
    } catch (error) {
      runInAction(() => {
        this.isLoading = false;
        this.loadError = error instanceof BulkCasesRefusal && error.serverMessage ? error.serverMessage : BulkMessage.unable;
      });
    }
  }

  /** A contract decides the sources (first one chosen), the default entity and whether a package is asked. */
  chooseContract(contractId: number): void {
    this.contractId = contractId;
    const contract = this.contract;
    this.sourceId = this.sources[0]?.sourceId ?? null;
    this.entityRelationId = contract ? (defaultEntity(contract.kind, this.children)?.entityRelationId ?? null) : null;
    this.packages = [];
    this.packageId = null;
    this.clearVerdict();
    if (this.entityRelationId !== null) void this.loadPackages();
  }

  chooseSource(sourceId: number): void {
    this.sourceId = sourceId;
    this.clearVerdict();
  }

  chooseEntity(entityRelationId: number): void {
    this.entityRelationId = entityRelationId;
    this.packages = [];
    this.packageId = null;
    this.clearVerdict();
    void this.loadPackages();
  }

  choosePackage(packageId: number): void {
    this.packageId = packageId;
    this.clearVerdict();
  }

  private async loadPackages(): Promise<void> {
    const contract = this.contract;
    const relation = this.entityRelationId;
    if (!contract || relation === null || contract.kind !== ContractKind.TeleUnderwriting) return;
    try {
      const packages = await this.lookups.packages(relation, contract.contractId);
      runInAction(() => {
        if (this.entityRelationId === relation && this.contractId === contract.contractId) this.packages = packages;
      });
    } catch {
      runInAction(() => {
        this.packages = [];
      });
    }
  }

  /** One file (a drop of several keeps the first); one over the size limit is refused before it is sent. */
  pickFile(file: PickedFile | null): void {
    this.clearVerdict();
    if (file && file.size > MAX_BULK_BYTES) {
      this.file = null;
      this.fileProblem = BulkMessage.tooBig;
      return;
    }
    this.file = file;
    this.fileProblem = null;
  }

  private clearVerdict(): void {
    if (this.isBusy) return;
    this.verdict = null;
    this.rowErrors = [];
    if (this.phase === 'done') this.phase = 'choosing';
  }

  /** The chosen contract's template, saved as a file. */
  async downloadTemplate(): Promise<void> {
    const contract = this.contract;
    if (!contract || this.isSavingTemplate) return;
    this.isSavingTemplate = true;
    this.templateError = null;
    try {
      const { file, fileName } = await this.cases.template(contract.contractId);
      await this.saver.save(file, fileName ?? bulkTemplateFileName(contract.contractName));
    } catch {
      runInAction(() => {
        this.templateError = translate(bulkText, 'templateFailed');
      });
    } finally {
      runInAction(() => {
        this.isSavingTemplate = false;
      });
    }
  }

  /** Sends the file with the choices; resolves true when cases were created (the queue then reloads). */
  async submit(): Promise<boolean> {
    const { file, contract, entity, sourceId } = this;
    const user = this.user;
    if (!this.showSubmit || !file || !contract || !entity || sourceId === null || !user) return false;
    const pkg = this.packages.find((p) => p.packageId === this.packageId);
    this.phase = 'uploading';
    this.sent = 0;
    this.verdict = null;
    this.rowErrors = [];
    try {
      const outcome = await this.cases.upload(
        {
          sourceId,
          contractId: contract.contractId,
          entityRelationId: entity.entityRelationId,
          entityName: entity.entityName,
          userName: user.userName,
          ...(this.showPackage && pkg ? { teleUnderwritingProductId: pkg.packageId, teleUnderwritingProductName: pkg.packageName } : {}),
          dryRun: false,
        },
        file,
        file.name,
        (sent) => runInAction(() => {
          this.sent = sent;
          if (sent >= 1 && this.phase === 'uploading') this.phase = 'importing';
        }),
      );
      runInAction(() => {
        this.verdict = bulkVerdict(outcome);
        this.rowErrors = [...outcome.rowErrors];
        this.phase = 'done';
        if (outcome.isSuccess) this.file = null;
      });
      return outcome.isSuccess && outcome.createdCount > 0;
    } catch (error) {
      runInAction(() => {
        this.verdict = error instanceof BulkCasesRefusal ? bulkHttpVerdict(error.status, error.serverMessage) : bulkVerdict({ isSuccess: false, message: null, createdCount: 0, rowErrors: [] });
        this.phase = 'done';
      });
      return false;
    }
  }

  /** The row errors as a CSV file: row, column, reason. */
  async downloadReport(): Promise<void> {
    if (this.rowErrors.length === 0) return;
    await this.saver.save(this.writeReport(this.rowErrors), ROW_REPORT_FILE);
  }
}
