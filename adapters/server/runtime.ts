/**
 * The oldest Node.js major the server runs on. Node 20 left support on 2026-04-30; the project
 * brings its own Node 24 (the `node` package), which npm scripts put first on PATH.
 */
export const MIN_NODE_MAJOR = 24;

/** The running Node's major version, from a version string such as 'v24.21.0'. */
export function nodeMajor(version: string): number {
  return Number(/^v?(\d+)/.exec(version)?.[1] ?? 0);
}

/**
 * Refuses to serve on an unsupported runtime: a production server without security fixes is a
 * defect, so this fails loudly instead of warning. Run it through npm (`npm start`), which uses
 * the project's own Node.
 */
export function assertSupportedRuntime(version: string = process.version): void {
  if (nodeMajor(version) >= MIN_NODE_MAJOR) return;
  throw new Error(`Node ${version} is past its end of life; the server needs Node ${MIN_NODE_MAJOR} or newer. Start it with \`npm start\`, which runs the project's own Node.`);
}
