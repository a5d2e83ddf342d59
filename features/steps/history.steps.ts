import { Given, Then, When } from '@cucumber/cucumber';
import * as task from '../support/tasks/history.tasks.ts';
import type { PortalWorld } from '../support/world.ts';

Given('a request of source type {string} from {string} with file source {int}', function (this: PortalWorld, type: string, name: string, fileSource: number) { task.requestFromSource(this, type, name, fileSource); });
Given('a request that went through the statuses {}', function (this: PortalWorld, statuses: string) { task.requestWentThrough(this, statuses); });
Given(/^an? (home visit|centre visit) request of product type (\d+)$/, function (this: PortalWorld, visit: string, product: string) { task.requestOfProduct(this, visit, Number(product)); });
Given('a customer who asked not to be disturbed, reachable on {string}', function (this: PortalWorld, phone: string) { task.customerReachableOn(this, phone, true); });
Given('a customer reachable on {string}', function (this: PortalWorld, phone: string) { task.customerReachableOn(this, phone, false); });
Given('the customer writes from {string}', function (this: PortalWorld, email: string) { task.customerWritesFrom(this, email); });
Given('the lab noted {string}', function (this: PortalWorld, note: string) { task.labNoted(this, note); });
Given('today is 22 November 2026 in India', function (this: PortalWorld) { task.todayIs(this, new Date('2026-11-22T06:30:00.000Z')); });

When('a person with role id {int} reads its history', function (this: PortalWorld, roleId: number) { task.readBy(this, roleId); });
When('anyone reads the request', function (this: PortalWorld) { return task.readRequest(this); });
When('someone searches the list for the number {string}', function (this: PortalWorld, fragment: string) { task.searchPhone(this, fragment); });
When('someone searches the list for the e-mail address {string}', function (this: PortalWorld, email: string) { task.searchEmail(this, email); });

Then('its source reads {string}', function (this: PortalWorld, label: string) { task.sourceReads(this, label); });
Then(/^an insurer (sees|does not see) its reports$/, function (this: PortalWorld, sees: string) { task.insurerSeesReports(this, sees === 'sees'); });
Then('the lab sees its reports', function (this: PortalWorld) { task.labSeesReports(this); });
Then('the page shows the cards {string}', function (this: PortalWorld, cards: string) { task.cardsAre(this, cards); });
Then(/^the proposal number and MAID are (shown|not shown)$/, function (this: PortalWorld, shown: string) { task.proposalShown(this, shown === 'shown'); });
Then('the contact number reads {string}', function (this: PortalWorld, text: string) { task.contactNumberReads(this, text); });
Then('the e-mail address reads {string}', function (this: PortalWorld, text: string) { task.emailReads(this, text); });
Then(/^the search (finds|does not find) the customer$/, function (this: PortalWorld, finds: string) { task.searchFinds(this, finds === 'finds'); });
Then('the note reads {string}', function (this: PortalWorld, text: string) { task.noteReads(this, text); });
Then('a customer born on {string} is shown aged {string}', function (this: PortalWorld, born: string, age: string) { task.ageShown(this, born, age); });
