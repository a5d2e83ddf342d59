/** What the login carousel tells a visitor about the portal: keys of the login catalogue. */
export interface Slide {
  title: 'slide1Title' | 'slide2Title' | 'slide3Title';
  text: 'slide1Text' | 'slide2Text' | 'slide3Text';
}

export const LOGIN_SLIDES: readonly Slide[] = [
  { title: 'slide1Title', text: 'slide1Text' },
  { title: 'slide2Title', text: 'slide2Text' },
  { title: 'slide3Title', text: 'slide3Text' },
];
