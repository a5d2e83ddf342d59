import { Given, Then, When } from '@cucumber/cucumber';
import * as task from '../support/tasks/audit.tasks.ts';
import type { PortalWorld } from '../support/world.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const isoDay = (day: number, month: string, year: number) => `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

Given('the audit trail of {int} {word} {int} holds {int} entries', function (this: PortalWorld, day: number, month: string, year: number, count: number) { task.writeEntries(this, count, isoDay(day, month, year)); });
Given('the trail was sealed at its {int}th entry at {word} India time', function (this: PortalWorld, seq: number, time: string) { task.sealAt(this, seq, time); });
Given('{int} more entries were written that day', function (this: PortalWorld, count: number) { task.writeEntries(this, count); });
Given('{int} other entries were written that day', function (this: PortalWorld, count: number) { task.writeEntries(this, count); });
Given("the day's last {int} entries were removed", function (this: PortalWorld, count: number) { task.removeLast(this, count); });
Given('every entry of the day was removed', function (this: PortalWorld) { task.removeAll(this); });

When('the trail is checked', function (this: PortalWorld) { task.check(this); });

Then('the check finds the trail intact', function (this: PortalWorld) { task.findingIs(this, 'intact'); });
Then('the check reads {string}', function (this: PortalWorld, message: string) { task.findingIs(this, message); });
