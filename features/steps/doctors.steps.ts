import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import * as task from '../support/tasks/doctors.tasks.ts';
import type { PortalWorld } from '../support/world.ts';

Given('{word} of the clinic starts a complete doctor profile', function (this: PortalWorld, _name: string) { return task.startCompleteProfile(this); });
When(/^\w+ sets the (first name|last name|description|practice start date|consultation fee|gender|speciality|photo) to "([^"]*)"$/, function (this: PortalWorld, field: string, value: string) { task.setField(this, field, value); });
Then(/^the profile reads "([^"]*)" for the (.+)$/, function (this: PortalWorld, message: string, field: string) { return task.profileReads(this, message, field); });
Then('the profile has no problem', function (this: PortalWorld) { return task.profileHasNoProblem(this); });

When('{word} adds the government ID {string} numbered {string}', function (this: PortalWorld, _name: string, type: string, number: string) { task.addGovernmentId(this, type, number); });
Given('the profile holds the government ID {string} numbered {string}', function (this: PortalWorld, type: string, number: string) { task.holdGovernmentId(this, type, number); });
Then('the ID types offered for another government ID are {string}', function (this: PortalWorld, types: string) { task.offeredIdTypesAre(this, types.split(', ')); });
When('the profile is sent with a second government ID {string} numbered {string}', function (this: PortalWorld, type: string, number: string) { task.holdGovernmentId(this, type, number); });
Given('the profile holds the national MCI registration {string}', function (this: PortalWorld, number: string) { task.holdNationalMcId(this, number); });
When('{word} adds the MCI registration {string} numbered {string}', function (this: PortalWorld, _name: string, register: string, number: string) { task.addMcId(this, register, number); });
Then(/^the (?:government ID|MCI registration) reads "([^"]*)"$/, function (this: PortalWorld, message: string) { return task.idReads(this, message); });

Given(/^the clinic's MB percentage is (\S+)$/, function (this: PortalWorld, percent: string) { return task.setMbPercent(this, percent); });
When('the consultation fee is {int}', function (this: PortalWorld, fee: number) { task.setFee(this, fee); });
Then('MB gets {float} and the clinic gets {float}', function (this: PortalWorld, mb: number, clinic: number) { return task.splitIs(this, mb, clinic); });

Given(/^a doctor in (a new one|Draft|InProgress|Failed|Passed)$/, function (this: PortalWorld, status: string) { return task.doctorIn(this, status); });
Then(`the profile's main button reads {string}`, function (this: PortalWorld, label: string) { task.mainButtonReads(this, label); });
Then(/^Save Draft is (offered|not offered)$/, function (this: PortalWorld, offered: string) { task.saveDraftIs(this, offered); });
Then(/^saving as a draft is (allowed|refused)$/, function (this: PortalWorld, allowed: string) { return task.backToDraftIs(this, allowed); });
Then('Submit to QC leaves the doctor InProgress and Save & Proceed leaves it a Draft', function (this: PortalWorld) { return task.submitMovesToInProgress(this); });
Given('a doctor whose quality check failed with remarks:', function (this: PortalWorld, table: DataTable) { return task.failedWith(this, table.hashes()); });
Then('the fields read:', function (this: PortalWorld, table: DataTable) { task.fieldsRead(this, table.hashes()); });
Then('the list tooltip counts {int} errors, {int} warning and {int} failed', function (this: PortalWorld, e: number, w: number, f: number) { task.tooltipCounts(this, e, w, f); });
