import { Given, Then, When } from '@cucumber/cucumber';
import * as task from '../support/tasks/corporate-choice.tasks.ts';
import type { PortalWorld } from '../support/world.ts';

Given(/^an insurer user with the corporates (.+)$/, function (this: PortalWorld, corporates: string) { task.insurerUserWith(this, corporates); });
When('the user chooses the corporates {string}', function (this: PortalWorld, chosen: string) { task.chooses(this, chosen); });
Then(/^the lists and charts cover the corporates (.+)$/, function (this: PortalWorld, covered: string) { task.covers(this, covered); });
