import { Given, Then, When } from '@cucumber/cucumber';
import * as task from '../support/tasks/esales-queue.tasks.ts';
import type { PortalWorld } from '../support/world.ts';

Given('today is 24 November 2026 in India', function (this: PortalWorld) { task.todayIs(this, new Date('2026-11-24T06:30:00.000Z')); });
Given(/^an e-sales case whose appointment is (.+)$/, function (this: PortalWorld, where: string) { task.caseWhoseAppointmentIs(this, where); });

When('an agent opens the e-sales queue', function (this: PortalWorld) { task.openQueue(this); });
When('the agent chooses the cases of the {string}', function (this: PortalWorld, preset: string) { task.choosePreset(this, preset); });
When(/^an agent searches the queue by (.+) for "(.*)"$/, function (this: PortalWorld, kind: string, text: string) { task.searchQueue(this, kind, text); });
When('the queue fails to load with the server message {string}', function (this: PortalWorld, message: string) { task.queueFails(this, message); });

Then('the queue shows the cases created from {string} to {string}', function (this: PortalWorld, from: string, to: string) { task.queueShows(this, from, to); });
Then('Export covers the cases created from {string} to {string}', function (this: PortalWorld, from: string, to: string) { task.exportCovers(this, from, to); });
Then(/^its card (has a|has no) checkbox$/, function (this: PortalWorld, has: string) { task.cardHasBox(this, has === 'has a'); });
Then('the search looks for {string}', function (this: PortalWorld, text: string) { task.searchLooksFor(this, text); });
Then('the search is refused with {string}', function (this: PortalWorld, message: string) { task.searchRefused(this, message); });
Then('the queue reads {string}', function (this: PortalWorld, text: string) { task.queueReads(this, text); });
