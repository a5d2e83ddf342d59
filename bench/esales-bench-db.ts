/**
 * The e-sales bench keeps its cases in a database of its own (default `bench_esales`), so building
 * it never drops the desk benchmark's. Imported first by the e-sales bench scripts, before
 * bench-db.ts reads BENCH_DB (and by the server they start, through the environment).
 */
process.env.BENCH_DB ??= 'bench_esales';
