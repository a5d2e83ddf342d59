import { USER_ALREADY_PRESENT } from '../../../core/spoc/spoc-messages.ts';
import type { SpocPayload } from '../../../core/spoc/spoc-payload.ts';
import type { SpocRecord } from '../../../core/spoc/spoc-record.ts';
import { SPOC_ROLES } from '../../../core/spoc/spoc-roles.ts';
import type { SpocsAbility } from './spoc-service.ts';
import { SpocCallRefused, type SpocListQuery, type SpocPort, type SpocRole, type SpocStatusChange } from '../../../core/spoc/spoc.port.ts';

/**
 * The clinic's SPOCs in memory, for the domain profile: roles from core's catalogue (what getRoles
 * serves), and CreateUser refusing an e-mail already present as the contract says (409).
 */
export class InMemorySpocs implements SpocPort {
  /** This store as a scenario's SPOC service (the clinic is entity 100 in memory). */
  static service(): SpocsAbility {
    const spocs = new InMemorySpocs();
    return { port: spocs, entityId: 100, add: async (record) => spocs.add(record), all: async () => spocs.spocs };
  }

  readonly spocs: SpocRecord[] = [];
  private nextId = 501;

  /** A stored SPOC, as an earlier save would have left it. */
  add(record: Omit<SpocRecord, 'userId'>): SpocRecord {
    const spoc = { ...record, userId: this.nextId++ };
    this.spocs.push(spoc);
    return spoc;
  }

  async list(q: SpocListQuery): Promise<{ spocs: SpocRecord[]; total: number }> {
    const found = this.spocs.filter((s) => s.firstName.toLowerCase().includes(q.firstName.toLowerCase()));
    return { spocs: found.slice(q.page * 10, q.page * 10 + 10), total: found.length };
  }

  async details(userName: string, userId: number): Promise<SpocRecord> {
    const spoc = this.spocs.find((s) => s.userName === userName && s.userId === userId);
    if (!spoc) throw new SpocCallRefused(404, null);
    return spoc;
  }

  async setStatus(change: SpocStatusChange): Promise<void> {
    const spoc = await this.details(change.userName, change.userId);
    spoc.isActive = change.active;
  }

  async roles(): Promise<SpocRole[]> {
    return [...SPOC_ROLES];
  }

  private record(p: SpocPayload, base: Pick<SpocRecord, 'userId' | 'userName' | 'createdOn' | 'createdBy' | 'isActive'>): SpocRecord {
    const names = new Map(SPOC_ROLES.map((r) => [r.id, r.name]));
    return {
      ...base, firstName: p.firstName, lastName: p.lastName, email: p.email, mobileNo: p.phoneNumber || null, entityId: p.entityId, providerName: null,
      roleNames: p.userRoles.map((id) => names.get(id) ?? String(id)), whatsAppNumber: p.whatsappno || null,
      notifications: { getSpocUpdate: p.getSpocUpdate, getDoctorUpdate: p.getDoctorUpdate, getOrderUpdate: p.getOrderUpdate },
      updatedOn: null, modifiedBy: null,
    };
  }

  async create(p: SpocPayload): Promise<void> {
    if (this.spocs.some((s) => s.email.toLowerCase() === p.email.toLowerCase())) throw new SpocCallRefused(409, USER_ALREADY_PRESENT);
    this.spocs.push(this.record(p, { userId: this.nextId++, userName: p.email, createdOn: '2026-11-23T04:30:00.000Z', createdBy: 'priya', isActive: true }));
  }

  async update(p: SpocPayload): Promise<void> {
    const at = this.spocs.findIndex((s) => s.userId === p.userId && s.userName === p.userName);
    if (at < 0) throw new SpocCallRefused(404, null);
    const old = this.spocs[at]!;
    this.spocs[at] = this.record(p, old);
  }
}
