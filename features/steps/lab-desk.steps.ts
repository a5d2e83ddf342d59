import { Given, Then, When } from '@cucumber/cucumber';
import type { LabTab } from '../../core/appointments/tabs.ts';
import * as task from '../support/tasks/lab-desk.tasks.ts';
import { MOVES, type Move } from '../support/tasks/lab-desk.words.ts';
import type { PortalWorld } from '../support/world.ts';

const CONTRACT = '(e-sales|pre-policy|pre-employment|corporate|OPD)';

Given('a request in status {int}, {string}', function (this: PortalWorld, status: number, meaning: string) { task.requestInStatus(this, status, meaning); });
Given('a request in status {int}', function (this: PortalWorld, status: number) { task.requestInStatus(this, status); });
Given(new RegExp(`^an? ${CONTRACT} request in status (-?\\d+)$`), function (this: PortalWorld, contract: string, status: string) { task.contractRequestInStatus(this, contract, Number(status)); });
Given(new RegExp(`^an? ${CONTRACT} request at "([^"]+)" for "([^"]*)" packages, in status (-?\\d+)$`), function (this: PortalWorld, contract: string, lab: string, categories: string, status: string) { task.contractRequestAt(this, contract, lab, categories, Number(status)); });
Given('the request is also, wrongly, offered as {string}', function (this: PortalWorld, move: string) { task.serverAlsoOffers(this, MOVES[move]); });

Given('pre-employment reports from {string} and its branches need branch approval', function (this: PortalWorld, lab: string) { task.preEmploymentNeedsBranchApproval(this, lab); });
Given('e-sales and pre-policy reports from {string} go straight to QC', function (this: PortalWorld, lab: string) { task.labSubmitsStraightToQc(this, lab); });
Given('e-sales and pre-policy packages of the category {string} go straight to QC', function (this: PortalWorld, category: string) { task.categoryGoesStraightToQc(this, category); });

Given('the lab has selected {int} row(s) on the {labTab} tab', function (this: PortalWorld, count: number, tab: LabTab) { task.selectRows(this, count, tab); });
Given('the lab has selected the request(s) in status(es) {} on the {labTab} tab', function (this: PortalWorld, statuses: string, tab: LabTab) { task.selectRequests(this, statuses, tab); });

When('the lab {labMove}', function (this: PortalWorld, move: Move) { return task.labMakes(this, move); });
When('the lab marks the selection attended', function (this: PortalWorld) { return task.labMakesTogether(this, 'marked attended'); });
When('the lab confirms the selection', function (this: PortalWorld) { return task.labMakesTogether(this, 'confirmed'); });
When('the lab rejects the selection', function (this: PortalWorld) { return task.labMakesTogether(this, 'rejected'); });

Then('the portal applies exactly these lists', function (this: PortalWorld) { task.namedListsAreApplied(this); });
Then('the request is in status {int}, {string}', function (this: PortalWorld, status: number, meaning: string) { task.requestIsInStatus(this, status, meaning); });
Then('it is now listed on the {labTab} tab', function (this: PortalWorld, tab: LabTab) { task.isNowListedOn(this, tab); });
Then('the lab is refused, and the request stays in status {int}', function (this: PortalWorld, status: number) { task.labIsRefused(this, status); });
Then('the lab may {string}', function (this: PortalWorld, actions: string) { task.labMay(this, actions); });
Then('submitting its reports is sent as {string}', function (this: PortalWorld, action: string) { task.submittingIsSentAs(this, action); });
Then('the document dialog offers {string}', function (this: PortalWorld, controls: string) { task.documentDialogOffers(this, controls); });
Then('on the {labTab} tab its row offers {string}', function (this: PortalWorld, tab: LabTab, buttons: string) { task.rowOffers(this, tab, buttons); });

Then(/^acting on them together is (available|not available)$/, function (this: PortalWorld, availability: string) { task.bulkAvailable(this, availability === 'available'); });
Then('requests on the {labTab} tab can be handled together by {string}', function (this: PortalWorld, tab: LabTab, actions: string) { task.tabHandlesTogether(this, tab, actions); });
Then('on the {labTab} tab it can be {} together with others', function (this: PortalWorld, tab: LabTab, words: string) { task.canJoinBulk(this, tab, true, words); });
Then('on the {labTab} tab it cannot be {} together with others', function (this: PortalWorld, tab: LabTab, words: string) { task.canJoinBulk(this, tab, false, words); });
Then(/^(?:they now stand|it now stands) in status(?:es)? (.+)$/, function (this: PortalWorld, statuses: string) { task.selectionStandsIn(this, statuses); });
Then('only the {word} was refused, with {string}', function (this: PortalWorld, ordinal: string, reason: string) { task.noneRefusedBut(this, ordinal); task.refusedWith(this, ordinal, reason); });
