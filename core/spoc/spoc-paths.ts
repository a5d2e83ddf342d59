/** Where the SPOC List lives (Close and every finished save go there; spec 3 §2.1). */
export const SPOC_LIST_PATH = '/SPOC/SPOCManagement';
/** The add/edit form; editing carries id (the userId) and userName. */
export const SPOC_FORM_PATH = '/SPOC/SPOCManagements';

/** The form's address: a new SPOC without a user, the user's own otherwise. */
export function spocFormPath(spoc?: { userId: number; userName: string }): string {
  if (!spoc) return SPOC_FORM_PATH;
  return `${SPOC_FORM_PATH}?id=${spoc.userId}&userName=${encodeURIComponent(spoc.userName)}`;
}

/** The SPOC a form address names: both a positive id and a user name, else none (a new SPOC). */
export function spocOfQuery(id: string | null, userName: string | null): { userId: number; userName: string } | null {
  if (id === null || !/^[1-9][0-9]{0,9}$/.test(id) || !userName || userName.trim() === '') return null;
  return { userId: Number(id), userName };
}
