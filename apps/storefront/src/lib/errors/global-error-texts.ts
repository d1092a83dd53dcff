import type { Language } from '@/i18n/locales';

export interface GlobalErrorTexts {
  errorHeading: string;
  errorText: string;
  tryAgain: string;
}

/**
 * The texts of app/global-error.tsx, which replaces the whole document when a layout fails, so
 * next-intl is not there. They are copied here rather than imported from messages/*.json: the
 * bundler keeps a JSON module whole, and the error boundary's script is loaded by every page, so
 * importing the files sent every message of both languages (18 KB compressed) with each page.
 * global-error-texts.test.ts keeps them equal to the Errors section of the language files.
 */
export const globalErrorTexts: Readonly<Record<Language, GlobalErrorTexts>> = {
  en: {
    errorHeading: 'We are currently working to improve our website.',
    errorText: 'Come back and try again soon.',
    tryAgain: 'Try again',
  },
  de: {
    errorHeading: 'Wir arbeiten gerade daran, unsere Website zu verbessern.',
    errorText: 'Bitte versuchen Sie es in Kürze noch einmal.',
    tryAgain: 'Erneut versuchen',
  },
};
