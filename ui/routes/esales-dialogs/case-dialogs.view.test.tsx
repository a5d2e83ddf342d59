// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { defaultHttpConfig } from '../../../adapters/http/http-config.ts';
import { buildContainer } from '../../container.ts';
import { ContainerProvider } from '../../di/container-context.tsx';
import { seriousViolations } from '../../testing/axe.ts';
import { fakeApi, type FakeHandler } from '../../testing/fake-api.ts';
import { CaseCommunicationDialog } from './case-communication-dialog.tsx';
import { ShowCorrespondenceDialog } from './show-correspondence-dialog.tsx';

const LEAD = { id: 70000009, name: 'Meera Iyer', dnd: { DND: false, DNDCustomer: false } };

function renderDialog(dialog: (onClose: () => void) => React.ReactNode, handlers: Record<string, FakeHandler>) {
  // What ui/index.html gives the real page, so axe judges the dialog rather than the bare test document.
  document.documentElement.lang = 'en';
  document.title = 'Provider Portal';
  const api = fakeApi(handlers);
  const onClose = vi.fn();
  const container = buildContainer({ fetch: api.fetch, httpConfig: defaultHttpConfig('http://portal.test') });
  render(<ContainerProvider container={container}>{dialog(onClose)}</ContainerProvider>);
  return { api, onClose };
}

afterEach(cleanup);

describe('the case dialogs the queue opens from a row', () => {
  it('Show Correspondence lists the timeline newest first with the callback day', async () => {
    const correspondences = [
      { id: 1, requestId: LEAD.id, createdOn: '2026-11-20T05:00:00.000Z', callTypeValue: 'Outbound', callStatusValue: 'Interested', rC_Blob: '{"uicnumber":"U1"}' },
      { id: 2, requestId: LEAD.id, createdOn: '2026-11-22T05:00:00.000Z', callTypeValue: 'Inbound', callStatusValue: 'Call back later', comment: 'At noon', rC_Blob: '{"uicnumber":"U2","callbackdate":"2026-11-25T00:00:00+05:30"}' },
    ];
    const { api, onClose } = renderDialog((close) => <ShowCorrespondenceDialog esale={LEAD} onClose={close} />, {
      'POST /api/insurance/fetchCorrespondences': () => ({ status: 200, body: { isSuccess: true, correspondences } }),
    });
    const list = await screen.findByRole('list', { name: 'Correspondence' });
    expect(api.calls.find((c) => c.path === '/api/insurance/fetchCorrespondences')?.body).toEqual({ requestId: LEAD.id });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Inbound · Call back later', 'Outbound · Interested']);
    expect(within(list).getByText('Callback Date: Nov 25 2026')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Show Correspondence says so when there is none', async () => {
    renderDialog((close) => <ShowCorrespondenceDialog esale={LEAD} onClose={close} />, {
      'POST /api/insurance/fetchCorrespondences': () => ({ status: 200, body: { isSuccess: true, correspondences: [] } }),
    });
    expect(await screen.findByText('Correspondence is not available')).toBeTruthy();
  });

  it('Communication History reads the messages sent about the case, without resend', async () => {
    const communicationDetails = [
      { id: 9, communicationSentDate: '2026-11-22T06:00:01.000Z', isDelivered: true, currentStatus: 'Logged', communicationTypeValue: 'SMS', reciever: '98334*****', body: 'We will call you', messageId: '9', status: null, statusId: null },
    ];
    const { api, onClose } = renderDialog((close) => <CaseCommunicationDialog esale={LEAD} onClose={close} />, {
      'POST /api/insurance/communicationHistory': () => ({ status: 200, body: { isSuccess: true, communicationDetails } }),
    });
    const list = await screen.findByRole('list', { name: 'Messages sent' });
    expect(api.calls.find((c) => c.path === '/api/insurance/communicationHistory')?.body).toEqual({ moduleName: 'Esales', requestId: LEAD.id });
    expect(within(list).getByText('We will call you')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Resend' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
