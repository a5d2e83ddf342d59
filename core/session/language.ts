/** The languages a user can choose for the portal; the first is everyone's until they choose. */
export const USER_LANGUAGES = ['en', 'hi'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];

export function isUserLanguage(value: unknown): value is UserLanguage {
  return (USER_LANGUAGES as readonly unknown[]).includes(value);
}
