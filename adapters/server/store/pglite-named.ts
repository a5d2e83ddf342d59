import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { StatementNames } from './postgres-db.ts';

/**
 * Statements run by name on PGlite: each text is parsed and described once (its parameter types
 * kept), then every call is only bind, describe, execute and sync. PGlite's own `query` sends
 * every statement unnamed, so the engine parses and analyses the text again on every call, which
 * is most of what a short statement costs there (bench/README.md, PGlite). Past the
 * PREPARED_PER_CONNECTION cap texts run through `query` as before.
 */
export class PgliteNamedStatements {
  private readonly names = new StatementNames();
  /** Parameter type ids of each statement parsed so far, by name. */
  private readonly prepared = new Map<string, number[]>();

  constructor(private readonly pg: PGlite) {}

  /**
   * Runs `sql` by name. `inTransaction`: the caller already holds PGlite's transaction lock (inside
   * `transaction`), so only the statement lock is taken and nothing is synced to disk yet.
   */
  async query<T>(sql: string, params: readonly unknown[], inTransaction: boolean): Promise<T[] | undefined> {
    const name = this.names.nameOf(sql);
    if (name === undefined) return undefined;
    const run = () => this.pg._runExclusiveQuery(() => this.run<T>(name, sql, params, inTransaction));
    return inTransaction ? run() : this.pg._runExclusiveTransaction(run);
  }

  private async run<T>(name: string, sql: string, params: readonly unknown[], inTransaction: boolean): Promise<T[]> {
    const send = (message: Uint8Array) => this.pg.execProtocolStream(message, { syncToFs: false });
    const messages = [];
    try {
      let types = this.prepared.get(name);
      if (!types) {
        await send(protocol.serialize.parse({ name, text: sql }));
        types = parse.parseDescribeStatementResults(await send(protocol.serialize.describe({ type: 'S', name })));
        this.prepared.set(name, types);
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialize = this.pg.serializers[types[i]];
        return serialize ? serialize(value) : String(value);
      });
      messages.push(...(await send(protocol.serialize.bind({ statement: name, values }))));
      messages.push(...(await send(protocol.serialize.describe({ type: 'P' }))));
      messages.push(...(await send(protocol.serialize.execute({}))));
    } finally {
      messages.push(...(await send(protocol.serialize.sync())));
    }
    if (!inTransaction) await this.pg.syncToFs();
    return parse.parseResults(messages, this.pg.parsers)[0].rows as T[];
  }
}
