import { LabDeskRefusal, type LabUpdateOutcome, type StoredFile } from '../../core/appointments/lab-desk.port.ts';
import type { FileContent } from '../../core/files/file-content.ts';
import { blobOf } from '../browser/blob-of.ts';
import type { FilesClient, MedibuddyCentralClient } from './clients.ts';
import type { components } from '../../openapi/generated/medibuddyCentral.ts';
import { throwOnServerFault, wireErrorText } from './wire-error.ts';

/** The provider application id uploads carry (spec 1 §9, spec 3 §9). */
const PROVIDER_APP_ID = 10007 as const;

/** A desk call's answer, or a LabDeskRefusal with the server's reason and status. */
export function settle<T>(result: { data?: T; error?: unknown; response: Response }): T {
  throwOnServerFault(result.response);
  if (result.data === undefined || !result.response.ok) throw new LabDeskRefusal(wireErrorText(result.error), result.response.status);
  return result.data;
}

/**
 * updateRequests for either desk. Each action carries a fresh Idempotency-Key; when the answer is
 * lost on the way (a dropped connection), the one retry carries the same key, so the server
 * answers with what it did the first time and applies nothing twice.
 */
export async function sendUpdate(central: MedibuddyCentralClient, body: components['schemas']['UpdateRequestsRequest']): Promise<LabUpdateOutcome> {
  const key = crypto.randomUUID();
  const send = () => central.POST('/updateRequests', { params: { header: { 'Idempotency-Key': key } }, body });
  const data = settle(await send().catch(send));
  // The spec's answer is only {success, error}: a backend that speaks it sends no per-row results,
  // and then the answer's own reason is all the user can be told.
  const results = Array.isArray(data.results) ? data.results : [];
  return {
    success: data.success === true,
    error: answerReason(data),
    results: results.map((r) => ({ requestId: r.requestId, success: r.success, error: r.error ?? null })),
    ...(data.undo ? { undo: { batchId: data.undo.batchId, undoUntil: new Date(data.undo.undoUntil) } } : {}),
  };
}

/** An update answer's reason: the spec's `error`, else the errorMessage or message other backends put there. */
function answerReason(data: object): string | null {
  const { error, errorMessage, message } = data as { error?: unknown; errorMessage?: unknown; message?: unknown };
  for (const text of [error, errorMessage, message]) if (typeof text === 'string' && text.trim() !== '') return text;
  return null;
}

/** uploadFile: a lab report or a consult's prescription, stored under the key the server answers. */
export async function uploadDeskFile(central: MedibuddyCentralClient, file: FileContent, fileName: string, fileType: 'Report' | 'Prescription', contractType: number): Promise<StoredFile> {
  const form = new FormData();
  form.append('fileName', fileName);
  form.append('fileType', fileType);
  form.append('appId', String(PROVIDER_APP_ID));
  form.append('contractType', String(contractType));
  form.append('file', await blobOf(file), fileName);
  const data = settle(
    await central.POST('/uploadFile', {
      // openapi-fetch would JSON-encode the body; FormData must travel as it is (fetch writes the multipart boundary).
      body: form as unknown as { fileName: string; fileType: typeof fileType; file: string; appId: typeof PROVIDER_APP_ID; contractType: number },
      bodySerializer: (b) => b as unknown as FormData,
    }),
  );
  const [key, name] = Object.entries(data.data)[0] ?? [];
  if (!data.success || !key) throw new LabDeskRefusal(data.error ?? null, 200);
  return { key, name: name ?? fileName };
}

/** The file service's preview of a stored file (files GET /{id}?preview=true), under the session. */
export async function previewDeskFile(files: FilesClient, key: string): Promise<Blob> {
  return settle(await files.GET('/{id}', { params: { path: { id: key }, query: { preview: true } }, parseAs: 'blob' })) as Blob;
}
