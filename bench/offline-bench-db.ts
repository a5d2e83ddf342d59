/**
 * The offline-consult bench keeps its consults in a database of its own (default `bench_offline`),
 * so building it never drops the other benches'. Imported first by its scripts, before bench-db.ts
 * reads BENCH_DB (and by the server they start, through the environment).
 */
process.env.BENCH_DB ??= 'bench_offline';
