// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ContractId, ContractKind } from '../../../core/appointments/contracts.ts';
import type { BulkCasesPort, BulkUploadOutcome } from '../../../core/esales/bulk-cases.port.ts';
import type { BulkLookupsPort } from '../../../core/esales/bulk-lookups.port.ts';
import type { FileContent } from '../../../core/files/file-content.ts';
import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import { CurrentSession } from '../../session/current-session.ts';
import { seriousViolations } from '../../testing/axe.ts';
import { sessionFor } from '../../testing/sessions.fixture.ts';
import { BulkCasesForm } from './bulk-cases-dialog.tsx';
import { BulkCasesViewModel } from './bulk-cases.view-model.ts';
import { rowReportCsv } from './row-report.csv.ts';
import { SHOWN_ERRORS } from './row-errors-table.tsx';

function renderForm(outcome: BulkUploadOutcome) {
  document.documentElement.lang = 'en';
  document.title = 'Provider Portal';
  const port: BulkCasesPort & BulkLookupsPort = {
    contracts: async () => [{ contractId: ContractId.Esales, contractName: 'E-Sales', kind: ContractKind.Esales }],
    packages: async () => [],
    childEntities: async () => [{ entityId: 301, entityRelationId: 800301, entityName: 'Acme Ltd' }],
    template: async () => ({ file: new Blob(['x']) as FileContent, fileName: 'E-Sales-bulk-cases.xlsx' }),
    upload: async () => outcome,
  };
  const session = sessionFor('insureragent', { user: { properties: { 'Assigned Contracts': String(ContractId.Esales) } } });
  const vm = new BulkCasesViewModel(port, port, new CurrentSession(new MemorySessionStore(session)), { save: async () => undefined }, rowReportCsv);
  let created = 0;
  render(<BulkCasesForm vm={vm} onCreated={() => created++} />);
  return { created: () => created };
}

const pick = () => fireEvent.change(screen.getByLabelText('Excel file'), { target: { files: [new File(['PK'], 'cases.xlsx')] } });

afterEach(cleanup);

describe('the Bulk Case Creation form', () => {
  it('shows Submit only once a file is picked, then the created count, and tells the queue', async () => {
    const { created } = renderForm({ isSuccess: true, message: null, createdCount: 20, rowErrors: [] });
    await screen.findByText('E-Sales');
    expect((screen.getByRole('combobox', { name: /Entity/ }) as HTMLSelectElement).value).toBe('800301');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    pick();
    expect(screen.getByText('cases.xlsx')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('status')).textContent).toBe('20 cases created');
    expect(created()).toBe(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('takes the first file dropped on the area', async () => {
    renderForm({ isSuccess: true, message: null, createdCount: 1, rowErrors: [] });
    await screen.findByText('E-Sales');
    const files = [new File(['PK'], 'first.xlsx'), new File(['PK'], 'second.xlsx')];
    fireEvent.drop(screen.getByTestId('bulk-file-drop'), { dataTransfer: { files } });
    expect(screen.getByText('first.xlsx')).toBeTruthy();
    expect(screen.queryByText('second.xlsx')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });

  it('lists the bad cells in red with the report button, the first rows only when there are very many', async () => {
    const rowErrors = Array.from({ length: SHOWN_ERRORS + 5 }, (_, i) => ({ row: i + 2, column: 'Email', reason: 'Enter valid email address' }));
    const { created } = renderForm({ isSuccess: false, message: `${rowErrors.length} rows have errors; nothing was created`, createdCount: 0, rowErrors });
    await screen.findByText('E-Sales');
    pick();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Unable to create order${rowErrors.length} rows have errors; nothing was created`);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(SHOWN_ERRORS + 1);
    expect(screen.getByText(`Showing the first ${SHOWN_ERRORS} of ${rowErrors.length} errors; the report has every one.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download report' })).toBeTruthy();
    expect(created()).toBe(0);
  });
});
