/** What a view-model needs to tell the user something briefly. */
export interface Toaster {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

/** Where and how long a family of toasts shows. */
export interface ToastPlacement {
  vertical: 'top' | 'bottom';
  horizontal: 'left' | 'center' | 'right';
  autoHideMs: number;
}

/** Lists and sign-in: top-centre for 5 seconds (spec 1 §8, §9). */
export const TOP_CENTRE: ToastPlacement = { vertical: 'top', horizontal: 'center', autoHideMs: 5000 };
/** Password screens: bottom-right for 3 seconds (spec 3 §8). */
export const BOTTOM_RIGHT: ToastPlacement = { vertical: 'bottom', horizontal: 'right', autoHideMs: 3000 };
