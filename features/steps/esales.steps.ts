import { Given, Then, When } from '@cucumber/cucumber';
import * as task from '../support/tasks/esales.tasks.ts';
import type { PortalWorld } from '../support/world.ts';

Given('the agent is working on {string}, India time', function (this: PortalWorld, day: string) { return task.todayIs(this, day); });
Given('a lead in the e-sales queue', function (this: PortalWorld) { return task.leadInQueue(this, false); });
Given('a lead in the e-sales queue who asked not to be disturbed', function (this: PortalWorld) { return task.leadInQueue(this, true); });

When('the agent notes the call outcome {string}', function (this: PortalWorld, outcome: string) { return task.chooseOutcome(this, outcome); });
When('the agent logs a {string} call with UIC number {string} and no callback date', function (this: PortalWorld, outcome: string, uic: string) { return task.logCall(this, outcome, uic, null); });
When('the agent logs a {string} call with UIC number {string} to call back on {string}', function (this: PortalWorld, outcome: string, uic: string, day: string) { return task.logCall(this, outcome, uic, day); });

Then(/^the agent (is|is not) asked for a callback date$/, function (this: PortalWorld, asked: string) { task.askedForCallback(this, asked === 'is'); });
Then('the call is refused with {string}', function (this: PortalWorld, message: string) { task.callRefused(this, message); });
Then('nothing is recorded on the lead', function (this: PortalWorld) { return task.nothingRecorded(this); });
Then('the call is recorded with the callback day {string}', function (this: PortalWorld, day: string) { return task.callRecorded(this, day); });
Then('the call is recorded without a callback day', function (this: PortalWorld) { return task.callRecorded(this, null); });
Then(/^the call is recorded from Esales, (marked|not marked) do-not-disturb$/, function (this: PortalWorld, marked: string) { return task.recordedWithFlags(this, marked === 'marked'); });
