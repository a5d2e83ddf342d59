import type { DoctorProfile } from '../../../core/doctors/doctor-profile.ts';
import { badRequest } from '../http/api-error.ts';
import type { DoctorSaveContext } from './doctor-save-context.ts';
import { isFileIdentifier } from './doctor-image-link.ts';

/** Every image a profile names: the photo and the images of its IDs and awards. */
function imagesOf(p: DoctorProfile): string[] {
  const items = [...p.mciIds, ...p.governmentIds, ...p.awards];
  return [p.image, ...items.flatMap((i) => i.uploadedImages ?? [])].filter((s) => s !== '');
}

/**
 * Refuses a profile naming an image that is neither a file the caller's provider tree uploaded
 * nor one the doctor already had, so nobody can attach another provider's file by its identifier.
 */
export async function requireOwnImages(ctx: DoctorSaveContext, profile: DoctorProfile, before: DoctorProfile | null): Promise<void> {
  const known = new Set(before ? imagesOf(before) : []);
  const fresh = [...new Set(imagesOf(profile).filter((i) => !known.has(i)))];
  if (fresh.length === 0) return;
  if (fresh.some((i) => !isFileIdentifier(i))) throw badRequest('doctorImageUrl: File not found');
  const rows = await ctx.tx.query<{ id: string }>('SELECT id FROM file WHERE id = ANY($1::text[]) AND provider_id = ANY($2::int[])', [fresh, ctx.auth.providerIds]);
  if (rows.length !== fresh.length) throw badRequest('doctorImageUrl: File not found');
}
