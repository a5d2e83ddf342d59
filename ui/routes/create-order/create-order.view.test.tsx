// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { AffiliateOrderPort } from '../../../core/orders/affiliate-order.port.ts';
import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import { CurrentSession } from '../../session/current-session.ts';
import { seriousViolations } from '../../testing/axe.ts';
import { sessionFor } from '../../testing/sessions.fixture.ts';
import { CreateOrderView } from './create-order.view.tsx';
import { CreateOrderViewModel } from './create-order.view-model.ts';
import { OrderResultDialog } from './order-result-dialog.tsx';

const PORT: AffiliateOrderPort = {
  checkUser: async () => ({ isPresent: false, message: 'New customer: the order registers them' }),
  cities: async () => ['Pune'],
  packages: async () => [{ packageId: 31, packageName: 'Wellnest Full Body Checkup', packagePrice: 1499 }],
  create: async () => ({ created: true, orderNumber: '50000009' }),
};

function renderForm() {
  document.documentElement.lang = 'en';
  document.title = 'Provider Portal';
  const current = new CurrentSession(new MemorySessionStore());
  current.save(sessionFor('dcadmin', { user: { providerId: 130, mayCreateOrder: true } }));
  const vm = new CreateOrderViewModel(PORT, current, { now: () => new Date('2026-11-23T10:00:00Z') });
  render(
    <>
      <CreateOrderView vm={vm} />
      <OrderResultDialog vm={vm} />
    </>,
  );
  return vm;
}

afterEach(cleanup);

describe('the Create Order form', () => {
  it('enables Get Data for a right phone and e-mail and shows the lookup message; the tick fills and locks the e-mail', async () => {
    renderForm();
    const getData = screen.getByRole('button', { name: 'Get Data' }) as HTMLButtonElement;
    expect(getData.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Phone Number/), { target: { value: '98765' } });
    expect(screen.getByText('Enter correct phone number')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Phone Number/), { target: { value: '9876500011' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'asha@mail.test' } });
    expect(getData.disabled).toBe(false);
    fireEvent.click(getData);
    expect((await screen.findByRole('status')).textContent).toBe('New customer: the order registers them');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Tick if the above email id is not of user' }));
    const email = screen.getByLabelText(/^Email/) as HTMLInputElement;
    expect(email.value).toBe('9876500011@retail.example');
    expect(email.disabled).toBe(true);
    expect(await seriousViolations()).toEqual([]);
  });

  it('lists an added package in the table and shows the order number after Submit', async () => {
    const vm = renderForm();
    vm.setPhone('9876500011');
    vm.setEmail('asha@mail.test');
    Object.entries({ username: 'Asha Verma', gender: 'F', address: '5 FC Road', dob: '1990-05-01' }).forEach(([k, v]) => vm.setBeneficiaryField(k as 'username', v));
    vm.saveBeneficiary();
    fireEvent.change(screen.getByLabelText(/Category/), { target: { value: '1' } });
    await screen.findByRole('option', { name: 'Pune' });
    fireEvent.change(screen.getByLabelText(/City/), { target: { value: 'Pune' } });
    await screen.findByRole('option', { name: 'Wellnest Full Body Checkup ₹1499' });
    fireEvent.change(screen.getByLabelText(/^Package/), { target: { value: '31' } });
    vm.setLineDay('2026-11-30');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const table = screen.getByRole('table', { name: 'Added packages' });
    expect(within(table).getByText('Wellnest Full Body Checkup ₹1499')).toBeTruthy();
    expect(within(table).getByText('Health Check')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order result' });
    expect(within(dialog).getByText('Order Created')).toBeTruthy();
    expect(within(dialog).getByText('Order Number: 50000009')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Added packages' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  });
});
