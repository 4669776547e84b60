import type { Compilable, CompiledQuery, Kysely, QueryResult, Transaction } from 'kysely';

/** Stands in for the nth value while the query is compiled; no answer can hold a NUL character. */
const standIn = (index: number) => `\u0000prepared value ${index}\u0000`;

/**
 * A query built and compiled once, its values bound afresh on each run: the SQL text is the same
 * every time (so the driver's statement is reused too) and Kysely's builder and compiler run once
 * instead of on every request. `build` receives stand-ins for the values, in the order `run` is
 * given them; a value the query holds itself (not one of them) is kept as compiled.
 */
export class PreparedQuery<R> {
  private compiled: { query: CompiledQuery<R>; bind: (values: readonly unknown[]) => unknown[] } | undefined;

  constructor(
    private readonly valueCount: number,
    private readonly build: (values: readonly string[]) => Compilable<R>,
  ) {}

  run<DB>(db: Kysely<DB> | Transaction<DB>, values: readonly unknown[]): Promise<QueryResult<R>> {
    if (values.length !== this.valueCount) {
      throw new Error(`PreparedQuery: ${values.length} values given, ${this.valueCount} expected`);
    }
    this.compiled ??= this.compile();
    const { query, bind } = this.compiled;
    return db.executeQuery<R>({ ...query, parameters: bind(values) });
  }

  private compile() {
    const standIns = Array.from({ length: this.valueCount }, (_, i) => standIn(i));
    const query = this.build(standIns).compile();
    const positions = query.parameters.map((parameter) =>
      typeof parameter === 'string' ? standIns.indexOf(parameter) : -1,
    );
    const constants = query.parameters;
    const bind = (values: readonly unknown[]) =>
      positions.map((position, i) => (position < 0 ? constants[i] : values[position]));
    return { query, bind };
  }
}
