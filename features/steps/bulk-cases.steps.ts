import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import * as task from '../support/tasks/bulk-cases.tasks.ts';
import type { PortalWorld } from '../support/world.ts';

Given("the insurer's admin starts a bulk case creation", function (this: PortalWorld) { return task.start(this); });

When('the admin chooses the {string} contract', function (this: PortalWorld, name: string) { task.chooseContract(this, name); });
When('the admin chooses the package {string} of {string}', function (this: PortalWorld, name: string, entity: string) { return task.choosePackage(this, name, entity); });
When('the admin fills in {int} good rows', function (this: PortalWorld, count: number) { task.fillRows(this, count); });
When('the admin enters {string} as the {string} of row {int}', function (this: PortalWorld, value: string, header: string, row: number) { task.enterCell(this, value, header, row); });
When('the admin gives row {int} the Unique ID of row {int}', function (this: PortalWorld, to: number, from: number) { task.repeatUniqueId(this, from, to); });
When('the admin leaves out the {word}', function (this: PortalWorld, what: string) { task.leaveOut(this, what); });
When('the admin sends the cases', function (this: PortalWorld) { return task.send(this); });
When('the admin checks the cases without creating them', function (this: PortalWorld) { return task.send(this, true); });

Then('the sources offered are:', function (this: PortalWorld, table: DataTable) { assert.deepEqual(task.sourcesOffered(this), table.raw().map((r) => r[0])); });
Then('the entity chosen is {string}', function (this: PortalWorld, name: string) { assert.equal(task.entityChosen(this), name); });
Then('no entity is chosen', function (this: PortalWorld) { assert.equal(task.entityChosen(this), null); });
Then('the cases are not sent', function (this: PortalWorld) { return task.notSent(this); });
Then('{int} cases are created', function (this: PortalWorld, count: number) { task.created(this, count); });
Then('no case is created and no row is reported', function (this: PortalWorld) { task.created(this, 0); });
Then('nothing is created, with {string}', function (this: PortalWorld, message: string) { task.nothingCreated(this, message); });
Then('the report reads:', function (this: PortalWorld, table: DataTable) {
  task.reportReads(this, table.hashes().map((h) => ({ row: Number(h.row), column: h.column!, reason: h.reason! })));
});
Then('the queue holds {int} new cases', function (this: PortalWorld, count: number) { return task.queueGrewBy(this, count); });
Then('the queue holds no new cases', function (this: PortalWorld) { return task.queueGrewBy(this, 0); });
