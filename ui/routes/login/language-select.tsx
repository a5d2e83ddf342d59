import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import type { UserLanguage } from '../../../core/session/language.ts';
import type { LanguageSwitch } from '../../session/language-switch.ts';
import styles from './login.module.css';

/** The login page's language switch: a native select (no MUI on this page), each language named in itself. */
export const LanguageSelect = observer(function LanguageSelect({ language, label }: { language: LanguageSwitch; label: string }) {
  const id = useId();
  return (
    <div className={styles.language}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={language.language === 'hi' ? 'hi' : 'en'} onChange={(e) => language.choose(e.target.value as UserLanguage)} className={styles.select}>
        {language.options.map((option) => (
          <option key={option.code} value={option.code} lang={option.code} translate="no">
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
});
