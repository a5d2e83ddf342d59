import { Given, Then, When } from '@cucumber/cucumber';
import * as task from '../support/tasks/access.tasks.ts';
import { signInWithPermissions } from '../support/tasks/sign-in.tasks.ts';
import type { PortalWorld } from '../support/world.ts';

Given(/^(\w+) has signed in as "([^"]+)", allowed to (.+)$/, function (this: PortalWorld, name: string, role: string, permissions: string) { return signInWithPermissions(this, name, role, permissions); });

When("{word}'s session expires", function (this: PortalWorld, name: string) { return task.sessionExpires(this, name); });
When('{word} opens {page}', function (this: PortalWorld, _name: string, page: string) { return task.openPage(this, page); });
When('{word} opens the home page', function (this: PortalWorld, _name: string) { task.openHomePage(this); });
When('{word} opens the sign-in page again', function (this: PortalWorld, _name: string) { task.openSignInPage(this); });
When('the portal reads the role id {int}', function (this: PortalWorld, roleId: number) { task.readRoleId(this, roleId); });

Then('{word} is sent to sign in', function (this: PortalWorld, _name: string) { task.isSentToSignIn(this); });
Then('{word} is not authorised', function (this: PortalWorld, _name: string) { task.isNotAuthorised(this); });
Then(/^(\w+) (is let in|is not authorised|is sent to sign in) on opening (.+)$/, function (this: PortalWorld, _name: string, outcome: string, page: string) { task.outcomeIs(this, page, outcome); });
Then(/^(\w+) (sees|does not see) the Charts tab$/, function (this: PortalWorld, _name: string, sees: string) { task.seesChartsTab(this, sees === 'sees'); });
Then(/^(\w+)'s drawer links, under "([^"]+)": (.+)$/, function (this: PortalWorld, _name: string, group: string, links: string) { task.drawerLinks(this, group, links); });
Then('the page reads {string}', function (this: PortalWorld, text: string) { task.pageReads(this, text); });
Then('the page reads nothing', function (this: PortalWorld) { task.pageReadsNothing(this); });
Then('the role is {string}', function (this: PortalWorld, role: string) { task.roleIsNamed(this, role); });
Then('no role is named', function (this: PortalWorld) { task.noRoleIsNamed(this); });
Then('{string} works for the {side}', function (this: PortalWorld, role: string, side: string) { task.roleWorksFor(this, role, side); });
