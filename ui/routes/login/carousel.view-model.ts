import { makeAutoObservable } from 'mobx';

/** The login carousel's timing (spec 1 §9): a new slide every 5 s, cross-fading over 2 s. */
export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_TRANSITION_MS = 2000;

/** Which slide shows, and whether the carousel moves on by itself. */
export class CarouselViewModel {
  index = 0;
  userPaused = false;
  /** The user asked the system for reduced motion: no autoplay, no fade. */
  reducedMotion = false;

  constructor(readonly count: number) {
    makeAutoObservable(this, { count: false }, { autoBind: true });
  }

  get playing(): boolean {
    return !this.userPaused && !this.reducedMotion && this.count > 1;
  }

  get transitionMs(): number {
    return this.reducedMotion ? 0 : CAROUSEL_TRANSITION_MS;
  }

  next(): void {
    this.index = (this.index + 1) % this.count;
  }

  goTo(index: number): void {
    if (index >= 0 && index < this.count) this.index = index;
  }

  togglePause(): void {
    this.userPaused = !this.userPaused;
  }

  setReducedMotion(reduced: boolean): void {
    this.reducedMotion = reduced;
  }
}
