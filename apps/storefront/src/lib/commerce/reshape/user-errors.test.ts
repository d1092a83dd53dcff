import { describe, expect, it } from 'vitest';
import { userErrorsOf } from './user-errors';

describe('userErrorsOf', () => {
  it('keeps each reported code and message', () => {
    expect(
      userErrorsOf([
        { code: 'INSUFFICIENT_STOCK', message: 'Only 3 left' },
        { code: 'NOT_SALABLE', message: 'Not salable' },
      ]),
    ).toEqual([
      { code: 'INSUFFICIENT_STOCK', message: 'Only 3 left' },
      { code: 'NOT_SALABLE', message: 'Not salable' },
    ]);
  });

  it('reads a missing list as no errors', () => {
    expect(userErrorsOf(null)).toEqual([]);
    expect(userErrorsOf(undefined)).toEqual([]);
  });

  it('drops empty entries and names a missing code UNDEFINED, as Magento does', () => {
    expect(
      userErrorsOf([null, { message: '' }, { code: null, message: 'Something failed' }]),
    ).toEqual([{ code: 'UNDEFINED', message: 'Something failed' }]);
  });
});
