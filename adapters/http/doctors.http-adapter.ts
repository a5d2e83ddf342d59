import { DEFAULT_MB_PERCENT, MB_CHARGE_PROPERTY, mbPercentOf } from '../../core/doctors/fee-split.ts';
import { DoctorCallRefused, type DoctorListQuery, type DoctorRecord, type DoctorSave, type DoctorsPort, type UploadedImage } from '../../core/doctors/doctors.port.ts';
import { PAGE_SIZE, pageOffset } from '../../core/shared/paging.ts';
import { answeredLink } from './answered-link.ts';
import type { ProviderClient } from './clients.ts';
import { toDoctorInput, toDoctorRecord } from './doctors.mapper.ts';
import { throwOnServerFault, wireErrorText } from './wire-error.ts';

/** Doctor files' application id and contract type (spec 3 §9). */
const DOCTOR_APP_ID = 9203;
const DOCTOR_CONTRACT_TYPE = 10401;

function settle<T>(result: { data?: T; error?: unknown; response: Response }): T {
  throwOnServerFault(result.response);
  if (!result.response.ok || result.data === undefined) throw new DoctorCallRefused(result.response.status, wireErrorText(result.error));
  return result.data;
}

/** DoctorsPort over HTTP: the provider service's doctor calls and the signed image upload (openapi/provider). */
export class DoctorsHttpAdapter implements DoctorsPort {
  constructor(
    private readonly provider: ProviderClient,
    private readonly fetchFn: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
  ) {}

  async list(q: DoctorListQuery): Promise<{ doctors: DoctorRecord[]; total: number }> {
    const body = {
      providerIds: [...q.providerIds], qcStatus: [...q.qcStatuses], doctorSpecializations: [...q.specialities], profileStatus: [...q.profileStatus],
      operation: 'AND' as const, startIndex: pageOffset(q.page + 1), range: PAGE_SIZE,
      ...(q.firstName ? { getDoctorsByDoctorName: true, doctorNames: [q.firstName] } : {}),
    };
    const data = settle(await this.provider.POST('/doctorList', { body }));
    return { doctors: data.data.doctors.map(toDoctorRecord), total: data.data.totalRecords };
  }

  async details(providerIds: readonly number[], doctorId: number): Promise<DoctorRecord> {
    const data = settle(await this.provider.POST('/getDoctorDetails', { body: { providerIds: [...providerIds], doctorId } }));
    const doctor = data.data.doctors[0];
    if (!doctor) throw new DoctorCallRefused(404, null);
    return toDoctorRecord(doctor);
  }

  async save(providerIds: readonly number[], save: DoctorSave): Promise<number> {
    const data = settle(await this.provider.POST('/onboardDoctor', { body: { providerIds: [...providerIds], doctors: [toDoctorInput(save)] } }));
    const entry = data.data.successEntries[0];
    if (!data.success || !entry) throw new DoctorCallRefused(200, data.error ?? null);
    return entry.doctorId;
  }

  async setActive(providerIds: readonly number[], doctorId: number, isActive: boolean): Promise<void> {
    const data = settle(await this.provider.POST('/updateDoctorStatus', { body: { isActive, providerIds: [...providerIds], doctorIds: [doctorId] } }));
    if (!data.success) throw new DoctorCallRefused(200, null);
  }

  async mbPercent(providerIds: readonly number[]): Promise<number> {
    const body = { providerIds: [...providerIds], entityRelationPropertyByPropertyName: true, entityRelationPropertyNames: [MB_CHARGE_PROPERTY as 'MBCharge'], operation: 'AND' as const };
    const data = settle(await this.provider.POST('/entityRelationProperty', { body }));
    const first = data.data.propertyList[0];
    return first ? mbPercentOf(first.value) : DEFAULT_MB_PERCENT;
  }

  async uploadImage(file: { name: string; contentType: string; bytes: Uint8Array }): Promise<UploadedImage> {
    const contentType = file.contentType as 'image/png' | 'image/jpeg';
    const asked = await this.provider.POST('/getS3SignedUrl', {
      body: { fileName: file.name, fileType: 'StaticFile', contentType, fileSize: file.bytes.byteLength, appId: DOCTOR_APP_ID, contractType: DOCTOR_CONTRACT_TYPE },
    });
    const signed = settle(asked);
    const put = await this.fetchFn(answeredLink(signed.signedUrl, asked.response), { method: 'PUT', headers: { 'Content-Type': contentType }, body: file.bytes as BodyInit });
    throwOnServerFault(put);
    if (!put.ok) throw new DoctorCallRefused(put.status, wireErrorText(await put.json().catch(() => null)));
    const confirmed = await this.provider.PUT('/saveFileDocument', {
      body: { fileName: file.name, fileType: 'StaticFile', appId: DOCTOR_APP_ID, fileIdentifier: signed.fileIdentifier, signedURL: signed.signedUrl, contractType: DOCTOR_CONTRACT_TYPE },
    });
    const doc = settle(confirmed).data[0];
    if (!doc) throw new DoctorCallRefused(200, null);
    return { fileIdentifier: doc.fileIdentifier, url: answeredLink(doc.signedUrl, confirmed.response) };
  }
}
