import { describe, expect, it } from 'vitest';
import type { AffiliateOrder } from '../../../core/orders/affiliate-order.ts';
import type { AffiliateOrderPort } from '../../../core/orders/affiliate-order.port.ts';
import { MemorySessionStore } from '../../../core/session/memory-session-store.ts';
import { CurrentSession } from '../../session/current-session.ts';
import { sessionFor } from '../../testing/sessions.fixture.ts';
import { CreateOrderViewModel } from './create-order.view-model.ts';

const NOW = new Date('2026-11-23T10:00:00Z'); // 15:30 in India

/** A small affiliate service: Health Check in Pune and Mumbai, Lab Test in Chennai. */
function fakePort(sent: AffiliateOrder[], asked: string[] = [], keys: string[] = []): AffiliateOrderPort {
  return {
    checkUser: async (phone) => (phone === '9822001100' ? { isPresent: true, message: 'Existing customer' } : { isPresent: false, message: 'New customer' }),
    cities: async (categoryId) => (categoryId === 1 ? ['Pune', 'Mumbai'] : ['Chennai']),
    packages: async (categoryId, city, keyword) => {
      asked.push(`${categoryId}/${city}/${keyword}`);
      return categoryId === 1 ? [{ packageId: 31, packageName: `Wellnest Full Body (${city})`, packagePrice: 1499 }] : [{ packageId: 34, packageName: 'Wellnest Thyroid', packagePrice: 499 }];
    },
    create: async (order, key) => {
      sent.push(order);
      keys.push(key);
      return sent.length === 1 ? { created: false, errorMessage: 'This package is not sold in Pune' } : { created: true, orderNumber: '50000007' };
    },
  };
}

function form(sent: AffiliateOrder[] = [], asked: string[] = [], keys: string[] = []) {
  const current = new CurrentSession(new MemorySessionStore());
  current.save(sessionFor('dcadmin', { user: { providerId: 130, firstName: 'Nisha' } }));
  return new CreateOrderViewModel(fakePort(sent, asked, keys), current, { now: () => NOW });
}

async function fillLine(vm: CreateOrderViewModel, categoryId: number, city: string, packageId: number, day: string) {
  await vm.chooseCategory(categoryId);
  await vm.chooseCity(city);
  vm.choosePackage(packageId);
  vm.setLineDay(day);
  vm.saveLine();
}

describe('the Create Order customer lookup', () => {
  it('allows Get Data only for a right phone and e-mail, and shows what CheckUser says', async () => {
    const vm = form();
    vm.setPhone('4822001100');
    vm.setEmail('meera@mail.test');
    expect(vm.phoneError).toBe('Enter correct phone number');
    expect(vm.canGetData).toBe(false);
    vm.setPhone('9822001100');
    vm.setEmail('meera@mail');
    expect(vm.emailError).toBe('Enter valid email address');
    expect(vm.canGetData).toBe(false);
    vm.setEmail('meera@mail.test');
    expect(vm.canGetData).toBe(true);
    await vm.getData();
    expect(vm.checkResult).toEqual({ isPresent: true, message: 'Existing customer' });
  });

  it('fills the e-mail from the phone when it is not the user\'s, and keeps it in step', () => {
    const vm = form();
    vm.setPhone('9876500011');
    vm.setEmail('typed@mail.test');
    vm.setEmailNotOfUser(true);
    expect(vm.email).toBe('9876500011@retail.example');
    vm.setEmail('other@mail.test');
    expect(vm.email).toBe('9876500011@retail.example');
    vm.setPhone('9876500022');
    expect(vm.email).toBe('9876500022@retail.example');
    vm.setEmailNotOfUser(false);
    expect(vm.email).toBe('');
  });
});

describe('the Create Order beneficiaries and packages', () => {
  it('adds a beneficiary only when complete, and edits one in place (Add ↔ Edit Beneficiary)', () => {
    const vm = form();
    vm.setBeneficiaryField('username', 'Asha Verma');
    vm.saveBeneficiary();
    expect(vm.beneficiaryProblem).toBe('Enter name, gender, address and date of birth');
    vm.setBeneficiaryField('gender', 'F');
    vm.setBeneficiaryField('address', '5 FC Road');
    vm.setBeneficiaryField('dob', '2026-11-24');
    vm.saveBeneficiary();
    expect(vm.beneficiaryProblem).toBe('Date of birth cannot be in the future');
    vm.setBeneficiaryField('dob', '1990-05-01');
    vm.saveBeneficiary();
    expect(vm.beneficiaries).toHaveLength(1);
    expect(vm.beneficiaryButton).toBe('Add Beneficiary');
    vm.editBeneficiary(0);
    expect(vm.beneficiaryButton).toBe('Edit Beneficiary');
    expect(vm.beneficiary.username).toBe('Asha Verma');
    vm.setBeneficiaryField('username', 'Asha V. Verma');
    vm.saveBeneficiary();
    expect(vm.beneficiaries.map((b) => b.username)).toEqual(['Asha V. Verma']);
    expect(vm.beneficiaryButton).toBe('Add Beneficiary');
  });

  it('clears what follows each choice, narrows packages by the keyword, and loads a row back for Edit', async () => {
    const asked: string[] = [];
    const vm = form([], asked);
    await vm.chooseCategory(1);
    expect(vm.cities).toEqual(['Mumbai', 'Pune']);
    await vm.chooseCity('Pune');
    vm.choosePackage(31);
    expect(vm.draft.line).toMatchObject({ city: 'Pune', packageId: 31, packageName: 'Wellnest Full Body (Pune) ₹1499' });
    expect(asked).toEqual(['1/Pune/Wellnest']);
    await vm.chooseCity('Mumbai');
    expect(vm.draft.line).toMatchObject({ city: 'Mumbai', packageId: null, packageName: '' });
    await vm.chooseCategory(2);
    expect(vm.draft.line).toMatchObject({ categoryId: 2, city: '', packageId: null });
    expect(vm.cities).toEqual(['Chennai']);
    expect(vm.packages).toEqual([]);

    vm.saveLine();
    expect(vm.lineProblem).toBe('Choose category, city, package and appointment date');
    await vm.chooseCity('Chennai');
    vm.choosePackage(34);
    vm.setLineDay('2025-11-22');
    vm.saveLine();
    expect(vm.lineProblem).toBe('Can not set date from more than a year ago');
    vm.setLineDay('2026-11-20');
    vm.saveLine();
    expect(vm.lines).toHaveLength(1);
    expect(vm.lineButton).toBe('Add');

    await vm.editLine(0);
    expect(vm.lineButton).toBe('Edit');
    expect(vm.draft).toMatchObject({ day: '2026-11-20', time: '09:00', line: { categoryId: 2, city: 'Chennai', packageId: 34 } });
    expect(vm.cities).toEqual(['Chennai']);
    expect(vm.packages.map((p) => p.packageId)).toEqual([34]);
    vm.setLineDay('2026-11-30');
    vm.saveLine();
    expect(vm.lines).toHaveLength(1);
    expect(vm.lines[0]!.appointmentAt!.toISOString()).toBe('2026-11-30T03:30:00.000Z');
  });
});

describe('submitting an order', () => {
  it('names the first missing part, shows the server\'s refusal, then the order number, and starts again', async () => {
    const sent: AffiliateOrder[] = [];
    const keys: string[] = [];
    const vm = form(sent, [], keys);
    await vm.submit();
    expect(vm.submitProblem).toBe('Enter correct phone number');
    expect(vm.looksSubmittable).toBe(false);

    vm.setPhone('9876500011');
    vm.setEmail('asha@mail.test');
    for (const [name, gender] of [['Asha Verma', 'F'], ['Rohan Verma', 'M']] as const) {
      vm.setBeneficiaryField('username', name);
      vm.setBeneficiaryField('gender', gender);
      vm.setBeneficiaryField('address', '5 FC Road, Pune');
      vm.setBeneficiaryField('dob', '1990-05-01');
      vm.saveBeneficiary();
    }
    await fillLine(vm, 1, 'Pune', 31, '2026-11-30');
    await fillLine(vm, 2, 'Chennai', 34, '2026-11-20');
    expect(vm.looksSubmittable).toBe(true);

    await vm.submit();
    expect(vm.outcome).toEqual({ created: false, errorMessage: 'This package is not sold in Pune' });
    expect(vm.resultTitle).toBeNull();
    expect(vm.resultText).toBe('This package is not sold in Pune');
    expect(vm.beneficiaries).toHaveLength(2);
    vm.closeResult();

    await vm.submit();
    expect(sent[1]).toMatchObject({ phone: '9876500011', keyword: 'Wellnest', emailNotOfUser: false });
    expect(sent[1]!.beneficiaries.map((b) => b.username)).toEqual(['Asha Verma', 'Rohan Verma']);
    expect(sent[1]!.lines.map((l) => l.packageId)).toEqual([31, 34]);
    expect(vm.resultTitle).toBe('Order Created');
    expect(vm.resultText).toBe('Order Number: 50000007');
    // The same order sent again carries the same key, so the server cannot place it twice.
    expect(keys[1]).toBe(keys[0]);
    expect([vm.phone, vm.email, vm.beneficiaries.length, vm.lines.length]).toEqual(['', '', 0, 0]);
  });

  it('waits while a date field holds typed text that is not a day: its panel adds nothing and Submit sends nothing', async () => {
    const sent: AffiliateOrder[] = [];
    const vm = form(sent);
    vm.setPhone('9876500011');
    vm.setEmail('asha@mail.test');
    vm.setBeneficiaryField('username', 'Asha Verma');
    vm.setBeneficiaryField('gender', 'F');
    vm.setBeneficiaryField('address', '5 FC Road, Pune');
    vm.setBeneficiaryField('dob', '1990-05-01');
    vm.typed.report('dob', 'There is no such date');
    vm.saveBeneficiary();
    expect(vm.beneficiaries).toHaveLength(0);
    // The other panel's field is fine, so its line is added.
    await fillLine(vm, 1, 'Pune', 31, '2026-11-30');
    expect(vm.lines).toHaveLength(1);
    await vm.submit();
    expect([sent.length, vm.submitProblem]).toEqual([0, null]);

    vm.typed.report('dob', undefined);
    vm.saveBeneficiary();
    expect(vm.beneficiaries).toHaveLength(1);
    await vm.submit();
    expect(sent).toHaveLength(1);
  });
});
