import { defineParameterType } from '@cucumber/cucumber';
import { PAGE_NAMES } from './pages.ts';
import { MOVES, TAB_LABELS, tabNamed } from './tasks/lab-desk.words.ts';

// A page by the name an analyst uses (see pages.ts): the gated offline and SPOC pages, or a
// role-prefixed list such as "the dcadmin appointments".
defineParameterType({
  name: 'page',
  regexp: PAGE_NAMES,
  transformer: (name: string) => name,
});

// Where a role works: for the provider, or for the insurer.
defineParameterType({
  name: 'side',
  regexp: /provider|insurer/,
  transformer: (side: string) => side,
});

// A lab tab by its on-screen label, in quotes: "New Appointments", "Documents Pending" ...
defineParameterType({
  name: 'labTab',
  regexp: new RegExp(`"(${TAB_LABELS.join('|')})"`),
  transformer: (label: string) => tabNamed(label),
});

// What the lab does to one request: "confirms it", "submits its reports" ...
defineParameterType({
  name: 'labMove',
  regexp: new RegExp(Object.keys(MOVES).join('|')),
  transformer: (words: string) => MOVES[words],
});
