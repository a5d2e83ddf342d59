/**
 * The rules a setup file must meet beyond its shape (the JSON schema checks the shape): the
 * administrators' names, e-mails and phones by the same rules as the SPOC form, ids and user
 * names unique, packages and contracts that exist. All problems are
 * returned at once, so an operator fixes the file in one pass.
 */
import { ContractId } from '../appointments/contracts.ts';
import { PHONE_LENGTH, phoneError, spocEmailError, spocNameError } from '../spoc/spoc-form-rules.ts';
import type { AdminSpec, FilePath, FileProblem, OrgFile } from './org-file.ts';

/** Contracts an insurer may offer packages under: the catalogue's, less the doctor-files contract type. */
export const OFFER_CONTRACT_IDS: readonly number[] = Object.values(ContractId).filter((id) => id !== ContractId.DoctorFiles);

function adminProblems(admin: AdminSpec, at: FilePath): FileProblem[] {
  const problems: FileProblem[] = [];
  const add = (field: string, message: string | undefined) => message && problems.push({ path: [...at, field], message });
  add('firstName', spocNameError(admin.firstName));
  if (admin.lastName) add('lastName', spocNameError(admin.lastName));
  add('email', spocEmailError(admin.email));
  if (admin.phone !== undefined) add('phone', phoneError(admin.phone, `must have ${PHONE_LENGTH} digits`));
  return problems;
}

/** Every rule problem of a file whose shape is valid; empty when it may be written. */
export function orgFileProblems(file: OrgFile): FileProblem[] {
  const problems: FileProblem[] = [];
  const once = (seen: Map<string, string>, key: string, path: FilePath, what: string) => {
    const first = seen.get(key);
    if (first) problems.push({ path, message: `${what} is used twice (first at ${first})` });
    else seen.set(key, path.join('.'));
  };
  const packageIds = new Map<string, string>();
  (file.packages ?? []).forEach((p, i) => once(packageIds, String(p.id), ['packages', i, 'id'], `package id ${p.id}`));
  const knownPackage = (id: number, path: FilePath) => {
    if (!packageIds.has(String(id))) problems.push({ path, message: `package ${id} is not in the file's packages` });
  };
  const providerIds = new Map<string, string>();
  const userNames = new Map<string, string>();
  (file.providers ?? []).forEach((p, i) => {
    const at = ['providers', i];
    once(providerIds, String(p.id), [...at, 'id'], `provider id ${p.id}`);
    once(userNames, p.admin.userName.toLowerCase(), [...at, 'admin', 'userName'], `user name ${p.admin.userName}`);
    problems.push(...adminProblems(p.admin, [...at, 'admin']));
    (p.packages ?? []).forEach((id, k) => knownPackage(id, [...at, 'packages', k]));
    (p.branches ?? []).forEach((b, j) => {
      once(providerIds, String(b.id), [...at, 'branches', j, 'id'], `provider id ${b.id}`);
      (b.packages ?? []).forEach((id, k) => knownPackage(id, [...at, 'branches', j, 'packages', k]));
    });
  });
  const insurerIds = new Map<string, string>();
  const corporateIds = new Map<string, string>();
  (file.insurers ?? []).forEach((ins, i) => {
    const at = ['insurers', i];
    once(insurerIds, String(ins.id), [...at, 'id'], `insurer id ${ins.id}`);
    once(userNames, ins.admin.userName.toLowerCase(), [...at, 'admin', 'userName'], `user name ${ins.admin.userName}`);
    problems.push(...adminProblems(ins.admin, [...at, 'admin']));
    (ins.corporates ?? []).forEach((c, j) => once(corporateIds, String(c.id), [...at, 'corporates', j, 'id'], `corporate id ${c.id}`));
    (ins.contracts ?? []).forEach((c, j) => {
      if (!OFFER_CONTRACT_IDS.includes(c.contract)) problems.push({ path: [...at, 'contracts', j, 'contract'], message: `contract ${c.contract} is not one of ${OFFER_CONTRACT_IDS.join(', ')}` });
      c.packages.forEach((o, k) => knownPackage(o.package, [...at, 'contracts', j, 'packages', k, 'package']));
    });
  });
  return problems;
}
