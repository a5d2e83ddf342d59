import { type DataTable, Given, Then, When } from '@cucumber/cucumber';
import * as task from '../support/tasks/history-details.tasks.ts';
import type { PortalWorld } from '../support/world.ts';

const names = (list: string) => list.split(/\s*,\s*/).filter((n) => n !== '');

Given('these messages were sent to the customer about the request:', function (this: PortalWorld, table: DataTable) { task.messagesSent(this, table.hashes().map((row) => row.channel)); });
Given('no messages were sent to the customer about the request', function (this: PortalWorld) { task.messagesSent(this, []); });
Then('the communication counts read:', function (this: PortalWorld, table: DataTable) { task.countsRead(this, table.hashes()[0]); });

When(/^the portal shows the contact number "([^"]*)" of a customer who (asked not to be disturbed|may be contacted)$/, function (this: PortalWorld, number: string, wish: string) { task.showContactNumber(this, number, wish === 'asked not to be disturbed'); });
Then('the number reads {string}', function (this: PortalWorld, text: string) { task.numberReads(this, text); });

Given('a status carrying the bill {string} and the report {string}, in a history of statuses {}', function (this: PortalWorld, bill: string, report: string, history: string) { task.statusCarrying(this, [bill], [report], history); });
Given('a status carrying the report {string}, in a history of statuses {}', function (this: PortalWorld, report: string, history: string) { task.statusCarrying(this, [], [report], history); });
Given('a status carrying no files, in a history of statuses {}', function (this: PortalWorld, history: string) { task.statusCarrying(this, [], [], history); });
Then('an insurer sees the files {string}', function (this: PortalWorld, files: string) { task.seesFiles(this, 'insurer', names(files)); });
Then('the lab sees the files {string}', function (this: PortalWorld, files: string) { task.seesFiles(this, 'provider', names(files)); });
Then('an insurer sees no files on it', function (this: PortalWorld) { task.seesFiles(this, 'insurer', []); });
Then('the lab sees no files on it', function (this: PortalWorld) { task.seesFiles(this, 'provider', []); });
