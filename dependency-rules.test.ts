import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

// A throw-away tree laid out like the project (its node_modules linked, and kept at that path),
// cruised with the project's own rules.
const root = mkdtempSync(join(tmpdir(), 'dependency-rules-'));
symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const files: Record<string, string> = {
  'core/shared/rule.ts': 'export const rule = 1;\n',
  'core/shared/uses-fs.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
  'core/shared/uses-react.ts': "import type { ReactNode } from 'react';\nexport type View = ReactNode;\n",
  'core/shared/uses-core.ts': "import { rule } from './rule.ts';\nexport const again = rule;\n",
  'core/shared/rule.test.ts': "import { expect } from 'vitest';\nimport { rule } from './rule.ts';\nexpect(rule).toBe(1);\n",
  'adapters/http/client.ts': "import { rule } from '../../core/shared/rule.ts';\nexport const client = rule;\n",
  'adapters/http/uses-ui.ts': "import { screen } from '../../ui/screen.ts';\nexport const s = screen;\n",
  'adapters/server/store.ts': 'export const store = 1;\n',
  'adapters/cli/uses-server.ts': "import { store } from '../server/store.ts';\nexport const s = store;\n",
  'adapters/cli/cli.test.ts': "import { store } from '../server/store.ts';\nexport const s = store;\n",
  'adapters/server/uses-ui.ts': "import { screen } from '../../ui/screen.ts';\nexport const s = screen;\n",
  'ui/screen.ts': "import { client } from '../adapters/http/client.ts';\nexport const screen = client;\n",
  'ui/uses-server.ts': "import { store } from '../adapters/server/store.ts';\nexport const s = store;\n",
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

async function violations(): Promise<string[]> {
  const options = await extractDepcruiseOptions('./.dependency-cruiser.mjs');
  const result = await cruise(['core', 'adapters', 'ui'], { ...options, tsConfig: undefined, baseDir: root, preserveSymlinks: true });
  return (result.output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from}`).sort();
}

describe('the layer rules (.dependency-cruiser.mjs)', () => {
  it('refuse node: modules and npm packages in core, the server in the portal, the portal in adapters', async () => {
    expect(await violations()).toEqual([
      'cli-not-to-ui-or-server: adapters/cli/uses-server.ts',
      'client-adapters-not-to-ui-or-server: adapters/http/uses-ui.ts',
      'core-is-a-leaf: core/shared/uses-fs.ts',
      'core-is-a-leaf: core/shared/uses-react.ts',
      'server-not-to-ui: adapters/server/uses-ui.ts',
      'ui-not-to-server: ui/uses-server.ts',
    ]);
  });
});
