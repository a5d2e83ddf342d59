/** What the login carousel tells a visitor about the portal. */
export interface Slide {
  title: string;
  text: string;
}

export const LOGIN_SLIDES: readonly Slide[] = [
  { title: 'Every appointment in one place', text: 'Confirm, attend and close requests from new to settled, for every branch you manage.' },
  { title: 'Reports without the paperwork', text: 'Upload reports and prescriptions as you go and follow each request through quality checks.' },
  { title: 'Doctors, schedules and contacts', text: 'Keep doctor profiles, weekly slots, holidays and your contact people up to date.' },
];
