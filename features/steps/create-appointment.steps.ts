import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import * as task from '../support/tasks/create-appointment.tasks.ts';
import type { PortalWorld } from '../support/world.ts';

Given('{word} of the call centre opens Create Appointment', function (this: PortalWorld, _name: string) { return task.openForm(this); });
Given('the customer with unique id {string} already has an open appointment', function (this: PortalWorld, uniqueId: string) { return task.hasOpenRequest(this, uniqueId); });

When('{word} fills in a complete appointment', function (this: PortalWorld, _name: string) { return task.fillValidForm(this); });
When('{word} fills in a complete appointment for unique id {string}', function (this: PortalWorld, _name: string, uniqueId: string) { return task.fillValidForm(this, uniqueId); });
When('{word} enters {string} as the {}', function (this: PortalWorld, _name: string, value: string, field: string) { task.typeInto(this, field, value); });
When('{word} adds the detail {string} with the value {string}', function (this: PortalWorld, _name: string, key: string, value: string) { task.addDetail(this, key, value); });
When('{word} submits the appointment', function (this: PortalWorld, _name: string) { return task.submit(this); });
When('{word} books a visit in {word}, {word}, {word}', function (this: PortalWorld, _name: string, state: string, city: string, locality: string) { return task.chooseVisitPlace(this, state, city, locality); });
When('{word} chooses the first centre offered', function (this: PortalWorld, _name: string) { task.chooseFirstCentre(this); });
When('{word} changes the state to {word}', function (this: PortalWorld, _name: string, state: string) { return task.chooseState(this, state); });
When('{word} changes the visit type to {string}', function (this: PortalWorld, _name: string, visit: 'Home Visit' | 'Center Visit') { task.chooseVisitType(this, visit); });
When('{word} creates it anyway', function (this: PortalWorld, _name: string) { return task.createAnyway(this); });

Then('the form reads {string} under the {}', function (this: PortalWorld, message: string, field: string) { task.formReadsUnder(this, field, message); });
Then('no appointment is sent', function (this: PortalWorld) { task.nothingSent(this); });
Then('the city, locality and centre are cleared', function (this: PortalWorld) { task.choicesAre(this, { city: false, locality: false, centre: false }); });
Then('the locality and centre are kept', function (this: PortalWorld) { task.choicesAre(this, { city: true, locality: true, centre: true }); });
Then('the centres offered are:', function (this: PortalWorld, table: { raw(): string[][] }) { assert.deepEqual(task.centresOffered(this), table.raw().map(([n]) => n)); });
Then('no centre is offered', function (this: PortalWorld) { assert.deepEqual(task.centresOffered(this), []); });
Then('the form warns {string}', function (this: PortalWorld, text: string) { assert.equal(task.warned(this), text); });
Then('the form gives no duplicate warning', function (this: PortalWorld) { assert.equal(task.warned(this), null); });
Then('the result reads {string}', function (this: PortalWorld, title: string) { assert.equal(task.resultReads(this).title, title); });
Then('the result says the appointment was created with its order number', function (this: PortalWorld) {
  assert.match(task.resultReads(this).text ?? '', /^Appointment created successfully, Order Number: \d+$/);
});
