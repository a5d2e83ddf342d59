import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import * as task from '../support/tasks/create-order.tasks.ts';
import type { PortalWorld } from '../support/world.ts';

Given('{word} of the affiliate lab opens Create Order', function (this: PortalWorld, _name: string) { return task.openCreateOrder(this); });
Given('{word} has filled in the customer and one beneficiary', function (this: PortalWorld, _name: string) { task.fillCustomer(this); });

When('{word} types {string} as the customer\'s phone', function (this: PortalWorld, _name: string, phone: string) { task.form(this).setPhone(phone); });
When('{word} types {string} as the customer\'s e-mail', function (this: PortalWorld, _name: string, email: string) { task.form(this).setEmail(email); });
When('{word} ticks that the e-mail is not the customer\'s own', function (this: PortalWorld, _name: string) { task.form(this).setEmailNotOfUser(true); });
When('{word} gets the customer\'s data', function (this: PortalWorld, _name: string) { return task.form(this).getData(); });
When('{word} chooses {string} in {word} for the package {string}', function (this: PortalWorld, _name: string, category: string, city: string, pkg: string) {
  return task.choosePackage(this, category, city, pkg);
});
When('{word} changes the category to {string}', function (this: PortalWorld, _name: string, category: string) { return task.chooseCategory(this, category); });
When('{word} changes the city to {word}', function (this: PortalWorld, _name: string, city: string) { return task.chooseCity(this, city); });
When('{word} books it for {}', function (this: PortalWorld, _name: string, when: string) {
  const vm = task.form(this);
  vm.setLineDay(task.dayCalled(this, when));
  vm.saveLine();
});
When('{word} submits the order', function (this: PortalWorld, _name: string) { return task.form(this).submit(); });

Then('the phone reads {string}', function (this: PortalWorld, message: string) { assert.equal(task.form(this).phoneError ?? '', message); });
Then('the phone is accepted', function (this: PortalWorld) { assert.equal(task.form(this).phoneError, null); });
Then('the e-mail reads {string}', function (this: PortalWorld, message: string) { assert.equal(task.form(this).emailError ?? '', message); });
Then('Get Data is offered', function (this: PortalWorld) { assert.equal(task.form(this).canGetData, true); });
Then('Get Data is not offered', function (this: PortalWorld) { assert.equal(task.form(this).canGetData, false); });
Then('the lookup says {string} in {word}', function (this: PortalWorld, message: string, colour: 'green' | 'red') {
  const result = task.form(this).checkResult;
  assert.equal(result?.message, message);
  assert.equal(result?.isPresent ? 'green' : 'red', colour);
});
Then('the e-mail is {string} and cannot be changed', function (this: PortalWorld, email: string) {
  const vm = task.form(this);
  assert.equal(vm.email, email);
  vm.setEmail('someone@mail.test');
  assert.equal(vm.email, email);
});
Then('the package is cleared', function (this: PortalWorld) { assert.deepEqual([task.form(this).draft.line.packageId, task.form(this).draft.line.packageName], [null, '']); });
Then('the city and the package are cleared', function (this: PortalWorld) {
  const line = task.form(this).draft.line;
  assert.deepEqual([line.city, line.packageId], ['', null]);
});
Then('the cities offered are {string}', function (this: PortalWorld, cities: string) { assert.deepEqual(task.form(this).cities, cities.split(', ')); });
Then('the packages offered are {string}', function (this: PortalWorld, names: string) {
  assert.deepEqual(task.form(this).packages.map((p) => `${p.packageName} ₹${p.packagePrice}`), names.split(', '));
});
Then('the package panel reads {string}', function (this: PortalWorld, message: string) { assert.equal(task.form(this).lineProblem ?? '', message); });
Then('the order has {int} package line(s)', function (this: PortalWorld, n: number) { assert.equal(task.form(this).lines.length, n); });
Then('the lines are past bookings: {string}', function (this: PortalWorld, flags: string) {
  assert.deepEqual(task.pastBookings(this).map((f) => (f ? 'yes' : 'no')), flags.split(', '));
});
Then('the result reads {string} and its order number', function (this: PortalWorld, title: string) {
  const vm = task.form(this);
  assert.equal(vm.resultTitle, title);
  assert.match(vm.resultText, /^Order Number: \d+$/);
});
Then('the lab has the order\'s requests with past bookings: {string}', async function (this: PortalWorld, flags: string) {
  const lines = await task.placedLines(this);
  assert.deepEqual(lines.map((l) => (l.pastBooking ? 'yes' : 'no')), flags.split(', '));
});
