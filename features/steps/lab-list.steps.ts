import { Given, Then, When } from '@cucumber/cucumber';
import type { LabTab } from '../../core/appointments/tabs.ts';
import * as task from '../support/tasks/lab-list.tasks.ts';
import type { PortalWorld } from '../support/world.ts';

Given('it is {string} in India', function (this: PortalWorld, when: string) { task.itIsNow(this, when); });

// ---- tabs
Then('it is listed on the {labTab} tab and on All Appointments only', function (this: PortalWorld, tab: LabTab) { task.listedOnlyOn(this, tab); });
Then('it is not listed on the {labTab} tab', function (this: PortalWorld, tab: LabTab) { task.notListedOn(this, tab); });
Then('tab {int} is the {labTab} tab, at {string} for a {word}', function (this: PortalWorld, n: number, tab: LabTab, path: string, role: string) { task.tabIs(this, n, tab, role, path); });
Then('the {labTab} tab opens on the {string} date range', function (this: PortalWorld, tab: LabTab, preset: string) { task.tabOpensOn(this, tab, preset); });
Then('the {labTab} tab works on requests', function (this: PortalWorld, tab: LabTab) { task.tabIsReadOnly(this, tab, false); });
Then('the {labTab} tab only reads requests', function (this: PortalWorld, tab: LabTab) { task.tabIsReadOnly(this, tab, true); });

// ---- status text
Given('a request in status {int}, with the remarks {string}', function (this: PortalWorld, status: number, remarks: string) { task.requestWithRemarks(this, status, remarks); });
Given('a request in status {int}, with no remarks recorded', function (this: PortalWorld, status: number) { task.requestWithRemarks(this, status, null); });
Then('on the {labTab} tab its status reads {string}', function (this: PortalWorld, tab: LabTab, text: string) { task.statusReads(this, tab, text); });
Then('on the {labTab} tab it carries the QC Rejected tag reading {string}', function (this: PortalWorld, tab: LabTab, remarks: string) { task.carriesQcRejectedTag(this, tab, remarks); });
Then('on the {labTab} tab it carries no tag', function (this: PortalWorld, tab: LabTab) { task.carriesNoTag(this, tab); });

// ---- SLA
Given('a request on the {labTab} tab, created at {string}', function (this: PortalWorld, tab: LabTab, when: string) { task.requestOnTabWith(this, tab, 'created at', when); });
Given('a request on the {labTab} tab, with its visit at {string}', function (this: PortalWorld, tab: LabTab, when: string) { task.requestOnTabWith(this, tab, 'with its visit at', when); });
Given('a request on the {labTab} tab, last changed at {string}', function (this: PortalWorld, tab: LabTab, when: string) { task.requestOnTabWith(this, tab, 'last changed at', when); });
Then('its row shows {string}', function (this: PortalWorld, banner: string) { task.bannerReads(this, banner); });
Then('its row shows no pending-action banner', function (this: PortalWorld) { task.noBanner(this); });
Then('it is a priority case', function (this: PortalWorld) { task.isPriorityCase(this, true); });
Then('it is not a priority case', function (this: PortalWorld) { task.isPriorityCase(this, false); });
Then('the {labTab} tab shows the Priority Cases \\/ Total Cases toggle', function (this: PortalWorld, tab: LabTab) { task.tabOffersPriorityToggle(this, tab, true); });
Then('the {labTab} tab does not show the Priority Cases \\/ Total Cases toggle', function (this: PortalWorld, tab: LabTab) { task.tabOffersPriorityToggle(this, tab, false); });

// ---- date ranges
Then('the date ranges offered are {string}', function (this: PortalWorld, names: string) { task.presetsAre(this, names); });
Then('the {string} date range runs from {string} to {string}', function (this: PortalWorld, name: string, from: string, to: string) { task.presetRuns(this, name, from, to); });
Then('the dates of the {string} date range can be edited', function (this: PortalWorld, name: string) { task.presetEditable(this, name, true); });
Then('the dates of the {string} date range cannot be edited', function (this: PortalWorld, name: string) { task.presetEditable(this, name, false); });
When('the lab picks the custom range {string} to {string}', function (this: PortalWorld, from: string, to: string) { task.pickCustomRange(this, from, to); });
Then('the date filter accepts it', function (this: PortalWorld) { task.dateFilterAccepts(this); });
Then('the date filter says {string}', function (this: PortalWorld, message: string) { task.dateFilterSays(this, message); });
When('the lab types the day {string} into a date field', function (this: PortalWorld, text: string) { task.typeDay(this, text); });
Then('the date field says {string}', function (this: PortalWorld, message: string) { task.dateFieldSays(this, message); });
Then('the date field takes {string}', function (this: PortalWorld, day: string) { task.dateFieldTakes(this, day); });

// ---- customer details
Then('the list gives a customer born on {string} the age {string}', function (this: PortalWorld, born: string, age: string) { task.ageInList(this, born, age); });
Given('a request of priority {int}', function (this: PortalWorld, code: number) { task.requestOfPriority(this, code); });
Then('its priority is named {string}', function (this: PortalWorld, name: string) { task.priorityIsNamed(this, name); });
Then('its row carries the HNI badge', function (this: PortalWorld) { task.carriesHniBadge(this, true); });
Then('its row does not carry the HNI badge', function (this: PortalWorld) { task.carriesHniBadge(this, false); });
