import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE } from '../testing/fixture.ts';
import { PHOTO_PNG, TRAILING_HTML, jpegWithGps, polyglot } from '../testing/images.ts';
import { multipartForm as form } from '../testing/multipart-form.ts';
import { startTestServer, TEST_ENGINES, type TestServer } from '../testing/test-server.ts';

const U = FIXTURE.users;
const UNREADABLE = 'The file is not a readable JPG or PNG image';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG with its header claiming another size (CRC fixed): a few bytes that declare a huge canvas. */
function declaring(png: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

describe.each(TEST_ENGINES)('uploaded images are kept re-encoded on %s', (engine) => {
  let s: TestServer;
  let lab = '';
  beforeAll(async () => {
    s = await startTestServer(engine);
    await s.db.query(`UPDATE app_user SET features = '{VIEW_OFFLINE,UPDATE_DOCTOR}' WHERE user_name = $1`, [U.dcadmin.userName]);
    lab = await s.signIn(U.dcadmin.userName);
  }, 60_000);
  afterAll(async () => s?.close());

  /** A report through medibuddyCentral/uploadFile: its key, or the refusal. */
  async function report(bytes: Buffer, name: string): Promise<string> {
    const f = form({ fileName: name, fileType: 'Report', appId: 10007, contractType: 3104 }, { name, bytes, type: 'image/png' });
    const res = await s.call('POST', '/api/medibuddyCentral/uploadFile', { body: f.body, headers: f.headers, token: lab });
    return res.statusCode === 200 ? Object.keys(res.json().data)[0]! : `refused ${res.statusCode} ${res.json().errorMessage}`;
  }
  /** A doctor image through the signed flow (getS3SignedUrl, then PUT): its identifier, or the refusal. */
  async function doctorImage(bytes: Buffer, name: string, contentType: string): Promise<string> {
    const signed = await s.call('POST', '/api/provider/getS3SignedUrl', { token: lab, body: { fileName: name, fileType: 'StaticFile', contentType, fileSize: bytes.length, appId: 9203, contractType: 10401 } });
    const put = await s.app.inject({ method: 'PUT', url: signed.json().signedUrl, payload: bytes, headers: { 'content-type': contentType } });
    return put.statusCode === 200 ? signed.json().fileIdentifier : `refused ${put.statusCode} ${put.json().errorMessage}`;
  }
  async function kept(id: string) {
    const [row] = await s.db.query<{ content_type: string; size_bytes: number; sha256: string; storage_path: string }>(
      'SELECT content_type, size_bytes, sha256, storage_path FROM file WHERE id = $1', [id]);
    const bytes = readFileSync(join(s.config.filesDir, row!.storage_path));
    return { row: row!, bytes, meta: await sharp(bytes).metadata() };
  }
  const counts = async () => (await s.db.query<{ files: number; used: number }>(
    'SELECT (SELECT count(*)::int FROM file) AS files, (SELECT count(*)::int FROM signed_upload WHERE file_id IS NOT NULL) AS used'))[0];
  const tempFiles = () => (existsSync(join(s.config.filesDir, 'tmp')) ? readdirSync(join(s.config.filesDir, 'tmp')) : []);

  it.each([
    ['a PNG report', 'png', report] as const,
    ['a JPEG report', 'jpeg', report] as const,
    ['a PNG doctor photo', 'png', (b: Buffer, n: string) => doctorImage(b, n, 'image/png')] as const,
    ['a JPEG doctor photo', 'jpeg', (b: Buffer, n: string) => doctorImage(b, n, 'image/jpeg')] as const,
  ])('keeps %s followed by HTML and script as the image alone, re-encoded', async (_what, type, send) => {
    const sent = await polyglot(type);
    const id = await send(sent, `scan.${type === 'png' ? 'png' : 'jpg'}`);
    expect(id).toMatch(/^f/);
    const { row, bytes, meta } = await kept(id);
    expect(bytes.includes(TRAILING_HTML)).toBe(false);
    expect(bytes.includes('<script')).toBe(false);
    expect(bytes.equals(sent)).toBe(false);
    expect(meta).toMatchObject({ format: type, width: 24, height: 16 });
    expect(row).toMatchObject({ content_type: `image/${type}`, size_bytes: bytes.length });
    expect(row.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it.each([
    ['a report', report] as const,
    ['a doctor photo', (b: Buffer, n: string) => doctorImage(b, n, 'image/jpeg')] as const,
  ])('strips the EXIF, GPS position included, of %s', async (_what, send) => {
    const sent = await jpegWithGps();
    expect((await sharp(sent).metadata()).exif?.length).toBeGreaterThan(0);
    expect(sent.includes('Dr Asha Verma')).toBe(true);
    const { bytes, meta } = await kept(await send(sent, 'photo.jpg'));
    expect(meta.exif).toBeUndefined();
    expect(meta).toMatchObject({ format: 'jpeg', width: 32, height: 24 });
    expect(bytes.includes('Dr Asha Verma')).toBe(false);
    expect(bytes.includes('Exif')).toBe(false);
  });

  it('keeps a real photo as a picture of the same size', async () => {
    const { meta } = await kept(await doctorImage(PHOTO_PNG, 'asha.png', 'image/png'));
    expect(meta).toMatchObject({ format: 'png', width: 96, height: 96 });
  });

  it.each([
    ['garbage after a PNG signature', 'scan.png', Buffer.concat([PNG_SIGNATURE, Buffer.from('<html><script>alert(1)</script></html>')]), UNREADABLE],
    ['garbage after a JPEG signature', 'scan.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 0x41)]), UNREADABLE],
    ['a PNG cut short', 'scan.png', PHOTO_PNG.subarray(0, PHOTO_PNG.length - 40), UNREADABLE],
    ['a PNG declaring 10000×10000 pixels', 'scan.png', declaring(PHOTO_PNG, 10_000, 10_000), 'The image is too large: at most 24 megapixels'],
  ])('refuses %s and stores nothing', async (_what, name, bytes, message) => {
    const before = await counts();
    expect(await report(bytes, name)).toBe(`refused 400 ${message}`);
    const type = name.endsWith('.png') ? 'image/png' : 'image/jpeg';
    expect(await doctorImage(bytes, name, type)).toBe(`refused 400 ${message}`);
    expect(await counts()).toEqual(before);
    expect(tempFiles()).toEqual([]);
  });
});

