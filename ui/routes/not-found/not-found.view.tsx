import { Link } from 'react-router-dom';
import { useText } from '../../i18n/define-text.ts';
import styles from './not-found.module.css';
import { notFoundText } from './not-found.text.ts';

/** Any path the portal does not have. Plain markup (no MUI), so it can ship with the first chunk. */
export function NotFoundView() {
  const t = useText(notFoundText);
  return (
    <div className={styles.box}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.hint}>{t('hint')}</p>
      <Link className={styles.home} to="/">
        {t('home')}
      </Link>
    </div>
  );
}
