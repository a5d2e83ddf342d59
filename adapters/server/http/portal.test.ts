import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFile } from '../../../build/precompress.ts';
import { registerPortal } from './portal.ts';

/** A built portal as vite and the precompress plugin leave it: a page, a hashed script and its compressed copies. */
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const SCRIPT_PATH = '/assets/index-AbC123.js';

describe('the built portal, served compressed', () => {
  const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  let app: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js" nonce="CSP_NONCE"></script></head></html>');
    writeFileSync(join(dist, SCRIPT_PATH), SCRIPT);
    writeFileSync(join(dist, 'assets/tiny-X1.js'), 'export {};\n');
    await compressFile(join(dist, SCRIPT_PATH));
    await compressFile(join(dist, 'assets/tiny-X1.js'));
    app = Fastify();
    await registerPortal(app, dist, { demoData: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends brotli to a browser that accepts it, marked so caches keep one copy per encoding, cached for a year', async () => {
    const res = await get(SCRIPT_PATH, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends gzip where brotli is not accepted, and the plain file where nothing is', async () => {
    const gzipped = await get(SCRIPT_PATH, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(SCRIPT_PATH);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('leaves a file too small to gain from compression as it is', async () => {
    const res = await get('/assets/tiny-X1.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};\n');
  });

  it('gives the compressed copies no address of their own', async () => {
    const res = await get(`${SCRIPT_PATH}.br`, 'br');
    expect(res.statusCode).toBe(404);
  });
});
