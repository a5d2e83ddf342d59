import { Given, Then, When } from '@cucumber/cucumber';
import * as task from '../support/tasks/sign-in.tasks.ts';
import type { PortalWorld } from '../support/world.ts';

Given('{word} works as {string} with the username {string} and the password {string}', function (this: PortalWorld, name: string, role: string, userName: string, password: string) { return task.meetWithPassword(this, name, role, userName, password); });
Given('{word} works as {string} in {string} with the username {string}', function (this: PortalWorld, name: string, role: string, services: string, userName: string) { return task.meetWorkingIn(this, name, role, services, userName); });
Given("{word}'s account asks for a code sent by e-mail", function (this: PortalWorld, name: string) { return task.accountAsksForCode(this, name); });
Given('the sign-in service gives no reason for a wrong code to {word}', function (this: PortalWorld, name: string) { task.serverGivesNoReasonForWrongCodes(this, name); });
Given('{word} has no access to the portal', function (this: PortalWorld, name: string) { task.accountHasNoAccess(this, name); });
Given('the sign-in service cannot be reached', function (this: PortalWorld) { task.signInServiceUnreachable(this); });
Given('{word} has signed in with the password {string}', function (this: PortalWorld, name: string, password: string) { return task.signInWithPassword(this, name, password); });
Given('{word} has signed in', function (this: PortalWorld, name: string) { return task.signInAsUsual(this, name); });

When('{word} signs in with the password {string}', function (this: PortalWorld, name: string, password: string) { return task.signInWithPassword(this, name, password); });
When('{word} signs in', function (this: PortalWorld, name: string) { return task.signInAsUsual(this, name); });
When('{word} enters the code from the e-mail', function (this: PortalWorld, name: string) { return task.enterEmailedCode(this, name); });
When('{word} enters the code {string}', function (this: PortalWorld, _name: string, code: string) { return task.enterCode(this, code); });
When('{word} edits the code to {string}', function (this: PortalWorld, _name: string, code: string) { task.typeCode(this, code); });
When('{word} fills in only the password {string}', function (this: PortalWorld, _name: string, password: string) { task.fillPasswordOnly(this, password); });
When('{word} fills in the username {string} and the password {string}', function (this: PortalWorld, _name: string, userName: string, password: string) { task.fillSignInForm(this, userName, password); });
When('{word} signs out', function (this: PortalWorld, _name: string) { return task.signOutOf(this); });

Then('{word} is told {string}', function (this: PortalWorld, _name: string, message: string) { task.isTold(this, message); });
Then('{word} is told nothing', function (this: PortalWorld, _name: string) { task.isToldNothing(this); });
Then('{word} lands on {string}', function (this: PortalWorld, _name: string, path: string) { task.landsOn(this, path); });
Then('{word} is asked for the code sent to {string}', function (this: PortalWorld, _name: string, address: string) { task.isAskedForCodeSentTo(this, address); });
Then('{word} sees {string} under the code', function (this: PortalWorld, _name: string, reason: string) { task.seesUnderTheCode(this, reason); });
Then('nothing shows under the code', function (this: PortalWorld) { task.seesNothingUnderTheCode(this); });
Then('{word} can verify the code', function (this: PortalWorld, _name: string) { task.mayVerify(this, true); });
Then('{word} cannot verify the code yet', function (this: PortalWorld, _name: string) { task.mayVerify(this, false); });
Then('{word} may sign in', function (this: PortalWorld, _name: string) { task.maySignIn(this, true); });
Then('{word} may not sign in yet', function (this: PortalWorld, _name: string) { task.maySignIn(this, false); });
Then('{word} is not signed in', function (this: PortalWorld, _name: string) { task.isNotSignedIn(this); });
Then("{word}'s session is kept, working in {string}", function (this: PortalWorld, name: string, service: string) { task.sessionIsKept(this, name, service); });
Then("{word}'s session is forgotten", function (this: PortalWorld, _name: string) { task.sessionIsForgotten(this); });
Then('the sign-in service has been told that {word} signed out', function (this: PortalWorld, name: string) { return task.serverWasToldOfSignOut(this, name); });
