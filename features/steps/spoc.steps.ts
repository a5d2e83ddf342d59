import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import * as task from '../support/tasks/spoc.tasks.ts';
import type { PortalWorld } from '../support/world.ts';

const FIELD = '(first name|last name|email|phone number|WhatsApp number)';

Given('{word} of the clinic opens a new SPOC form', function (this: PortalWorld, _name: string) { return task.openNewForm(this); });
Given(`{word}'s clinic is a parent provider with branches`, function (this: PortalWorld, _name: string) { task.becomeParentProvider(this); });
Given('the SPOC form is otherwise complete', function (this: PortalWorld) { task.completeForm(this); });
When(new RegExp(`^\\w+ fills in "([^"]*)" as the SPOC's ${FIELD}$`), function (this: PortalWorld, value: string, field: string) { task.enter(this, field, value); });
When(/^\w+ tries to save the SPOC$/, function (this: PortalWorld) { return task.trySave(this); });
Then(/^the SPOC form reads "([^"]*)" for the (.+)$/, function (this: PortalWorld, message: string, field: string) { task.formReads(this, message, field); });
Then('the SPOC form reads {string} for each of:', function (this: PortalWorld, message: string, table: DataTable) { task.formReadsForEach(this, message, table.raw().map((r) => r[0]!)); });
Then('the SPOC form has no problem', function (this: PortalWorld) { task.hasNoProblem(this); });

When(/^\w+ clears the access level$/, function (this: PortalWorld) { task.setLevel(this, null); });
When(/^\w+ gives the SPOC the access level (Admin|Editor|Viewer)$/, function (this: PortalWorld, level: string) { task.setLevel(this, level); });
When(/^\w+ switches (InClinic|Labs) (on|off)$/, function (this: PortalWorld, service: string, on: string) { task.switchService(this, service, on === 'on'); });
When(/^\w+ chooses the (InClinic|Labs) departments "([^"]*)"$/, function (this: PortalWorld, service: string, list: string) { task.chooseDepartments(this, service, list); });
Then(/^no (InClinic|Labs) department is chosen$/, function (this: PortalWorld, service: string) { task.departmentsChosen(this, service, []); });
Then(/^departments are (required|not required)$/, function (this: PortalWorld, required: string) { task.departmentsRequired(this, required === 'required'); });

When(/^\w+ (ticks|unticks) "Same as contact number\?"$/, function (this: PortalWorld, tick: string) { task.sameAsContact(this, tick === 'ticks'); });
Then(`the SPOC's WhatsApp number is {string}`, function (this: PortalWorld, value: string) { task.whatsAppIs(this, value); });

When(/^\w+ wants (communication|no communication)$/, function (this: PortalWorld, yes: string) { task.wantComms(this, yes === 'communication'); });
When(/^\w+ (chooses|unchooses) the (SPOC list|Manage Doctors|Appointments) updates$/, function (this: PortalWorld, choose: string, topic: string) { task.chooseTopic(this, topic, choose === 'chooses'); });
When(/^\w+ turns (Email|WhatsApp|SMS) (on|off) for the (SPOC list|Manage Doctors|Appointments) updates$/, function (this: PortalWorld, channel: string, on: string, topic: string) { task.setChannel(this, topic, channel, on === 'on'); });
Then(/^the (SPOC list|Manage Doctors|Appointments) updates go by (.+)$/, function (this: PortalWorld, topic: string, channels: string) { task.topicGoesBy(this, topic, channels); });

Then(`the SPOC's roles are {string}`, function (this: PortalWorld, roles: string) { task.rolesAre(this, roles); });
Given('a SPOC holding the roles {string}', function (this: PortalWorld, roles: string) { task.holding(this, roles); });
Then(/^the SPOC List shows the access level (\w+)$/, function (this: PortalWorld, level: string) { task.listShowsLevel(this, level); });
Then('the SPOC List shows the services {string}', function (this: PortalWorld, services: string) { task.listShowsServices(this, services); });

Given('the clinic already has a SPOC with the e-mail {string}', function (this: PortalWorld, email: string) { return task.alreadyHas(this, email); });
When(/^\w+ opens that SPOC$/, function (this: PortalWorld) { return task.openStored(this); });
When(/^\w+ saves the SPOC$/, function (this: PortalWorld) { return task.save(this); });
Then(/^\w+ is (back on the SPOC list|still on the SPOC form)$/, function (this: PortalWorld, where: string) { task.onList(this, where.startsWith('back')); });
Then('the clinic has a SPOC {string} with the roles {string}', function (this: PortalWorld, name: string, roles: string) { return task.clinicHas(this, name, roles); });
Then(/^the clinic has (\d+) SPOCs?$/, function (this: PortalWorld, count: string) { return task.clinicCount(this, Number(count)); });
Then(/^the clinic's SPOC "([^"]*)" has the access level (\w+)$/, function (this: PortalWorld, email: string, level: string) { return task.storedLevel(this, email, level); });
