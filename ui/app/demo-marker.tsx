import { defineText, useText } from '../i18n/define-text.ts';

const demoText = defineText('demo', { demoData: 'Demo data' }, { demoData: 'डेमो डेटा' });

/**
 * A small, always-visible note when the server holds the demo users (it marks the page it serves):
 * nobody should mistake a demo for a deployment, or type real data into one.
 */
export function DemoMarker() {
  const t = useText(demoText);
  if (document.documentElement.dataset.demoData !== 'true') return null;
  return (
    <aside className="demo-marker" aria-label={t('demoData')}>
      {t('demoData')}
    </aside>
  );
}
