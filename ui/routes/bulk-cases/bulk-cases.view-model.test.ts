import { describe, expect, it } from 'vitest';
import { ContractId, ContractKind } from '../../../core/appointments/contracts.ts';
import { BulkCasesRefusal, type BulkCasesPort, type BulkUploadOutcome, type BulkUploadRequest } from '../../../core/esales/bulk-cases.port.ts';
import type { BulkContract, BulkEntity } from '../../../core/esales/bulk-form.ts';
import type { BulkLookupsPort, BulkPackage } from '../../../core/esales/bulk-lookups.port.ts';
import type { FileContent } from '../../../core/files/file-content.ts';
import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import type { RoleName } from '../../../core/session/roles.ts';
import { CurrentSession } from '../../session/current-session.ts';
import { sessionFor } from '../../testing/sessions.fixture.ts';
import { BulkCasesViewModel, ROW_REPORT_FILE, type PickedFile } from './bulk-cases.view-model.ts';
import { rowReportCsv } from './row-report.csv.ts';

const CONTRACTS: BulkContract[] = [
  { contractId: ContractId.Esales, contractName: 'E-Sales', kind: ContractKind.Esales },
  { contractId: ContractId.PreEmployment, contractName: 'Pre-Employment', kind: ContractKind.PreEmployment },
  { contractId: ContractId.TeleUnderwriting, contractName: 'Tele Underwriting', kind: ContractKind.TeleUnderwriting },
];
const CHILDREN: BulkEntity[] = [
  { entityId: 301, entityRelationId: 800301, entityName: 'Acme Ltd' },
  { entityId: 302, entityRelationId: 800302, entityName: 'Globex' },
];
const PACKAGES: BulkPackage[] = [{ packageId: 930001, packageName: 'Tele Medical Basic' }];

class FakeBulk implements BulkCasesPort, BulkLookupsPort {
  uploads: { request: BulkUploadRequest; fileName: string }[] = [];
  outcome: BulkUploadOutcome | Error = { isSuccess: true, message: null, createdCount: 20, rowErrors: [] };
  async contracts() { return CONTRACTS; }
  async packages(relation: number) { return relation === 800301 ? PACKAGES : []; }
  async childEntities() { return CHILDREN; }
  async template() { return { file: new Blob(['x']) as FileContent, fileName: 'E-Sales_template.xlsx' }; }
  async upload(request: BulkUploadRequest, _file: FileContent, fileName: string, onProgress?: (sent: number) => void) {
    this.uploads.push({ request, fileName });
    onProgress?.(0.5);
    onProgress?.(1);
    if (this.outcome instanceof Error) throw this.outcome;
    return this.outcome;
  }
}

const xlsx = (size = 100): PickedFile => Object.assign(new Blob([new Uint8Array(size)]), { name: 'cases.xlsx' });

async function setup(role: RoleName, assigned?: string) {
  const port = new FakeBulk();
  const saved: { name: string; text: string }[] = [];
  const session = sessionFor(role, assigned ? { user: { properties: { 'Assigned Contracts': assigned } } } : {});
  const vm = new BulkCasesViewModel(port, port, new CurrentSession(new MemorySessionStore(session)), {
    save: async (file, name) => void saved.push({ name, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer()) }),
  }, rowReportCsv);
  await vm.start();
  return { vm, port, saved };
}

describe('the Bulk Case Creation dialog', () => {
  it('uses the one assigned contract with the marketplace source and the first entity; Submit shows once a file is picked', async () => {
    const { vm } = await setup('insureragent', String(ContractId.Esales));
    expect(vm.contractFixed).toBe(true);
    expect(vm.contract?.contractName).toBe('E-Sales');
    expect(vm.sources.map((s) => s.sourceName)).toEqual(['Health Insurance Marketplace', 'Star Insurance']);
    expect(vm.sourceId).toBe(1);
    expect(vm.entity?.entityName).toBe('Acme Ltd');
    expect(vm.showSubmit).toBe(false);
    vm.pickFile(xlsx());
    expect(vm.showSubmit).toBe(true);
  });

  it('lets a user with no assigned contract choose any; other contracts offer only the own entity and no default entity', async () => {
    const { vm } = await setup('insureradmin');
    expect(vm.contractFixed).toBe(false);
    expect(vm.contractChoices.map((c) => c.contractName)).toEqual(['E-Sales', 'Pre-Employment', 'Tele Underwriting']);
    vm.pickFile(xlsx());
    expect(vm.showSubmit).toBe(false);
    vm.chooseContract(ContractId.PreEmployment);
    expect(vm.sources.map((s) => s.sourceName)).toEqual(['Star Insurance']);
    expect(vm.entityRelationId).toBeNull();
    expect(vm.showSubmit).toBe(false);
    vm.chooseEntity(800302);
    expect(vm.showSubmit).toBe(true);
  });

  it('asks for a package of the chosen entity under tele-underwriting and sends it', async () => {
    const { vm, port } = await setup('insureradmin');
    vm.chooseContract(ContractId.TeleUnderwriting);
    vm.pickFile(xlsx());
    expect(vm.showPackage).toBe(true);
    vm.chooseEntity(800301);
    await new Promise((r) => setTimeout(r, 0));
    expect(vm.packages).toEqual(PACKAGES);
    expect(vm.showSubmit).toBe(false);
    vm.choosePackage(930001);
    expect(vm.showSubmit).toBe(true);
    await vm.submit();
    expect(port.uploads[0]?.request).toMatchObject({ contractId: ContractId.TeleUnderwriting, entityRelationId: 800301, entityName: 'Acme Ltd', teleUnderwritingProductId: 930001, teleUnderwritingProductName: 'Tele Medical Basic', dryRun: false });
  });

  it('sends the file with its choices and says how many cases were created', async () => {
    const { vm, port } = await setup('insureragent', String(ContractId.Esales));
    vm.pickFile(xlsx());
    expect(await vm.submit()).toBe(true);
    expect(port.uploads).toEqual([{ request: { sourceId: 1, contractId: ContractId.Esales, entityRelationId: 800301, entityName: 'Acme Ltd', userName: 'insureragent', dryRun: false }, fileName: 'cases.xlsx' }]);
    expect(vm.sent).toBe(1);
    expect(vm.verdict).toEqual({ ok: true, message: '20 cases created', serverMessage: null });
    expect(vm.file).toBeNull();
  });

  it('shows a refused file row by row and downloads the same as a CSV report', async () => {
    const { vm, port, saved } = await setup('insureragent', String(ContractId.Esales));
    port.outcome = { isSuccess: false, message: '1 row has errors; nothing was created', createdCount: 0, rowErrors: [{ row: 3, column: 'Email', reason: '=Enter a valid email' }] };
    vm.pickFile(xlsx());
    expect(await vm.submit()).toBe(false);
    expect(vm.verdict).toEqual({ ok: false, message: 'Unable to create order', serverMessage: '1 row has errors; nothing was created' });
    expect(vm.rowErrors).toHaveLength(1);
    await vm.downloadReport();
    expect(saved).toEqual([{ name: ROW_REPORT_FILE, text: `\uFEFFRow,Column,Reason\r\n3,Email,"'=Enter a valid email"\r\n` }]);
  });

  it('speaks the spec words for a file that is not an excel and for an HTTP error', async () => {
    const { vm, port } = await setup('insureragent', String(ContractId.Esales));
    port.outcome = { isSuccess: false, message: 'File is not an excel or is corrupted', createdCount: 0, rowErrors: [] };
    vm.pickFile(xlsx());
    await vm.submit();
    expect(vm.verdict?.message).toBe('File is not an excel or is corrupted');
    port.outcome = new BulkCasesRefusal('Forbidden', 403);
    await vm.submit();
    expect(vm.verdict).toEqual({ ok: false, message: 'Unable to create order', serverMessage: '403: Forbidden' });
  });

  it('refuses a file over 10 MB before sending it, and saves the template under the server name', async () => {
    const { vm, saved } = await setup('insureragent', String(ContractId.Esales));
    vm.pickFile(xlsx(10 * 1024 * 1024 + 1));
    expect(vm.fileProblem).toBe('File is larger than 10 MB');
    expect(vm.showSubmit).toBe(false);
    await vm.downloadTemplate();
    expect(saved.map((s) => s.name)).toEqual(['E-Sales_template.xlsx']);
  });
});
