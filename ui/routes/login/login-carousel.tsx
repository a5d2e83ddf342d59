import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { PauseIcon } from '../../components/icons/pause-icon.tsx';
import { PlayIcon } from '../../components/icons/play-icon.tsx';
import { CAROUSEL_INTERVAL_MS, CarouselViewModel } from './carousel.view-model.ts';
import { LOGIN_SLIDES } from './carousel-slides.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The login page carousel: cross-fading slides, a pause button and one dot per slide. */
export const LoginCarousel = observer(function LoginCarousel() {
  const [vm] = useState(() => new CarouselViewModel(LOGIN_SLIDES.length));

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
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="About the portal"
      sx={{ position: 'relative', height: '100%', minHeight: 280, color: '#fff', overflow: 'hidden' }}
    >
      <Box aria-live={vm.playing ? 'off' : 'polite'}>
        {LOGIN_SLIDES.map((slide, i) => (
          <Box
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${LOGIN_SLIDES.length}`}
            aria-hidden={i !== vm.index}
            sx={{
              position: 'absolute',
              inset: 0,
              p: { xs: 3, md: 6 },
              pb: { xs: 8, md: 10 },
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              opacity: i === vm.index ? 1 : 0,
              transition: `opacity ${vm.transitionMs}ms ease-in-out`,
              visibility: i === vm.index ? 'visible' : 'hidden',
              transitionProperty: 'opacity, visibility',
            }}
          >
            <Typography component="p" variant="h4" sx={{ fontWeight: 700, mb: 2, fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
              {slide.title}
            </Typography>
            <Typography component="p" variant="h6" sx={{ fontWeight: 400, maxWidth: 520, fontSize: { xs: '1rem', md: '1.25rem' } }}>
              {slide.text}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ position: 'absolute', left: { xs: 16, md: 40 }, bottom: 16, display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton
          onClick={vm.togglePause}
          aria-label={vm.playing ? 'Pause slides' : 'Play slides'}
          disabled={vm.reducedMotion}
          sx={{ color: '#fff', '&.Mui-disabled': { color: 'rgba(255,255,255,0.6)' } }}
        >
          {vm.playing ? <PauseIcon /> : <PlayIcon />}
        </IconButton>
        {LOGIN_SLIDES.map((slide, i) => (
          <Box
            key={slide.title}
            component="button"
            type="button"
            onClick={() => vm.goTo(i)}
            aria-label={`Show slide ${i + 1}`}
            aria-current={i === vm.index ? 'true' : undefined}
            sx={{
              width: 24,
              height: 24,
              p: 0,
              border: 0,
              cursor: 'pointer',
              background: 'transparent',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              '&::after': {
                content: '""',
                width: 12,
                height: 12,
                borderRadius: '50%',
                border: '2px solid #fff',
                bgcolor: i === vm.index ? '#fff' : 'transparent',
              },
            }}
          />
        ))}
      </Box>
    </Box>
  );
});
