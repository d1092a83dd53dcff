import { describe, expect, it } from 'vitest';
import { languages } from '@/i18n/locales';
import de from '../../../messages/de.json';
import en from '../../../messages/en.json';
import { globalErrorTexts } from './global-error-texts';

const files = { en, de };

describe('global error texts', () => {
  it.each(languages)('are the Errors texts of the %s language file', (language) => {
    const { errorHeading, errorText, tryAgain } = files[language].Errors;
    expect(globalErrorTexts[language]).toEqual({ errorHeading, errorText, tryAgain });
  });
});
