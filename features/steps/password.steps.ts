import { Then, When, type DataTable } from '@cucumber/cucumber';
import * as task from '../support/tasks/password.tasks.ts';
import type { PortalWorld } from '../support/world.ts';

When('{word} chooses the new password {string} and confirms it', function (this: PortalWorld, _name: string, password: string) { task.chooseNewPassword(this, password, password); });
When('{word} chooses the new password {string} and confirms it as {string}', function (this: PortalWorld, _name: string, password: string, confirm: string) { task.chooseNewPassword(this, password, confirm); });
When('{word} asks for a reset link for the username {string}', function (this: PortalWorld, _name: string, userName: string) { return task.askForResetLink(this, userName); });

Then('the form reads {string}', function (this: PortalWorld, message: string) { task.formReads(this, message); });
Then('the form reads nothing', function (this: PortalWorld) { task.formReadsNothing(this); });
Then('{word} may send the new password', function (this: PortalWorld, _name: string) { task.maySubmitNewPassword(this, true); });
Then('{word} may not send the new password', function (this: PortalWorld, _name: string) { task.maySubmitNewPassword(this, false); });
Then('the rules broken are, in order:', function (this: PortalWorld, table: DataTable) { task.brokenRulesAre(this, table.raw().map(([message]) => message)); });
