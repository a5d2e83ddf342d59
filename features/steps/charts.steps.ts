import { Given, Then, When } from '@cucumber/cucumber';
import * as task from '../support/tasks/charts.tasks.ts';
import type { PortalWorld } from '../support/world.ts';

const MONTHS: Record<string, string> = { January: '01', February: '02', March: '03', April: '04', May: '05', June: '06', July: '07', August: '08', September: '09', October: '10', November: '11', December: '12' };

Given(/^the charts' today is (\d+) (\w+) (\d{4}) at (\d\d:\d\d) in India$/, function (this: PortalWorld, d: string | number, month: string, y: string | number, time: string) {
  return task.todayIs(this, `${y}-${MONTHS[month]}-${String(d).padStart(2, '0')}`, time);
});
Given(/^an e-sales case created today at (\d\d:\d\d) with order id (\d+) and request status (\w+)$/, function (this: PortalWorld, time: string, order: string, status: string | number) {
  return task.placeCase(this, task.todayAt(this, time), Number(order), String(status));
});
Given(/^an e-sales case created at "([^"]+)" with order id (\d+) and request status (\w+)$/, function (this: PortalWorld, at: string, order: string, status: string | number) {
  return task.placeCase(this, new Date(at), Number(order), String(status));
});
Given(/^(\d+) e-sales cases created today from (\d\d):(\d\d), one a minute, with order id (\d+) and request status (\w+)$/, async function (this: PortalWorld, n: string, h: string | number, m: string | number, order: string, status: string | number) {
  const two = (x: string | number) => String(x).padStart(2, '0');
  const start = task.todayAt(this, `${two(h)}:${two(m)}`).getTime();
  for (let i = 0; i < Number(n); i++) await task.placeCase(this, new Date(start + i * 60_000), Number(order) + i, String(status));
});

When('the chart user clicks the {string} segment of today', function (this: PortalWorld, label: string) { return task.clickSegment(this, label); });
When('the chart user goes to the next page', function (this: PortalWorld) { return task.nextPage(this); });

Then('the conversion till QC counts it on {string} as {string}', function (this: PortalWorld, day: string, label: string) { return task.tillQcCounts(this, day, label); });
Then("today's conversion counts it as {string}", function (this: PortalWorld, label: string) { return task.todaysConversion(this, label); });
Then("today's conversion counts no case", function (this: PortalWorld) { return task.todaysConversion(this, null); });
Then('the status-wise count on {string} is 1 for {string} and 0 for every other group', function (this: PortalWorld, day: string, label: string) { return task.statusWise(this, day, label); });
Then('the status-wise count on {string} is 0 for every group', function (this: PortalWorld, day: string) { return task.statusWise(this, day, null); });
Then("today's hourly conversion counts 1 case in the hour {string} and none in any other", function (this: PortalWorld, hour: string) { return task.hourly(this, hour); });
Then(/^the percentage-wise chart reads ([\d.]+)% not created, ([\d.]+)% in process and ([\d.]+)% QC approved$/, function (this: PortalWorld, a: string, b: string, c: string) {
  return task.percentageWise(this, Number(a), Number(b), Number(c));
});
Then('the detail table reads {string}', function (this: PortalWorld, text: string) { task.detailReads(this, text); });
Then('its first row is the case created at {word}', function (this: PortalWorld, time: string) { task.firstRowCreatedAt(this, time); });
