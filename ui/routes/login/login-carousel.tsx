import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { PauseIcon } from '../../components/icons/pause-icon.tsx';
import { PlayIcon } from '../../components/icons/play-icon.tsx';
import { CAROUSEL_INTERVAL_MS, CarouselViewModel } from './carousel.view-model.ts';
import { LOGIN_SLIDES } from './carousel-slides.ts';
import styles from './carousel.module.css';
import { useText } from '../../i18n/define-text.ts';
import { loginText } from './login.text.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The login page carousel: cross-fading slides, a pause button and one dot per slide (plain CSS, no MUI). */
export const LoginCarousel = observer(function LoginCarousel() {
  const [vm] = useState(() => new CarouselViewModel(LOGIN_SLIDES.length));
  const t = useText(loginText);

  useEffect(() => {
    const query = globalThis.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    vm.setReducedMotion(query.matches);
    const onChange = (e: MediaQueryListEvent) => vm.setReducedMotion(e.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [vm]);

  useEffect(() => {
    if (!vm.playing) return;
    const timer = setInterval(vm.next, CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [vm, vm.playing, vm.index]);

  return (
    <section aria-roledescription="carousel" aria-label={t('aboutPortal')} className={styles.carousel}>
      <div aria-live={vm.playing ? 'off' : 'polite'}>
        {LOGIN_SLIDES.map((slide, i) => (
          <div
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slideOf', { n: i + 1, total: LOGIN_SLIDES.length })}
            aria-hidden={i !== vm.index}
            className={styles.slide}
            style={{ opacity: i === vm.index ? 1 : 0, visibility: i === vm.index ? 'visible' : 'hidden', transitionDuration: `${vm.transitionMs}ms` }}
          >
            <p className={styles.slideTitle}>{t(slide.title)}</p>
            <p className={styles.slideText}>{t(slide.text)}</p>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          onClick={vm.togglePause}
          aria-label={t(vm.playing ? 'pauseSlides' : 'playSlides')}
          disabled={vm.reducedMotion}
          className={styles.pause}
        >
          {vm.playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        {LOGIN_SLIDES.map((slide, i) => (
          <button
            key={slide.title}
            type="button"
            onClick={() => vm.goTo(i)}
            aria-label={t('showSlide', { n: i + 1 })}
            aria-current={i === vm.index ? 'true' : undefined}
            className={styles.dot}
          />
        ))}
      </div>
    </section>
  );
});
