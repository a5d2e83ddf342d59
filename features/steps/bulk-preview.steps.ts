import { Then } from '@cucumber/cucumber';
import * as task from '../support/tasks/bulk-preview.tasks.ts';
import type { PortalWorld } from '../support/world.ts';

Then(/^the preview of (?:confirming|rejecting|marking) them(?: attended)? says (\d+) of (\d+) selected appointments will be (confirmed|rejected|marked attended)$/, function (this: PortalWorld, count: string, selected: string, words: string) {
  task.previewSays(this, words, Number(count), Number(selected));
});
Then('it skips the {word} because {string}', function (this: PortalWorld, ordinal: string, reason: string) { task.previewSkips(this, ordinal, reason); });
Then('the service refused exactly the rows the preview skipped, with the same reasons', function (this: PortalWorld) { task.serviceAgreesWithPreview(this); });
