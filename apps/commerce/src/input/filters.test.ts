import { describe, expect, it } from 'vitest';
import { equalValues, matchText } from './filters';

describe('equalValues', () => {
  it('takes eq over in', () => {
    expect(equalValues({ eq: 'a', in: ['b'] })).toEqual(['a']);
  });

  it('drops null entries of in', () => {
    expect(equalValues({ in: ['a', null, 'b'] })).toEqual(['a', 'b']);
  });

  it('is no filter when neither is given', () => {
    expect(equalValues(undefined)).toBeUndefined();
    expect(equalValues({ eq: null })).toBeUndefined();
  });

  it('keeps an empty in list, which matches nothing', () => {
    expect(equalValues({ in: [] })).toEqual([]);
  });
});

describe('matchText', () => {
  it('trims and bounds the text', () => {
    expect(matchText('  sateen  ', 4)).toBe('sate');
  });

  it('refuses fewer than 3 characters with Magento’s message', () => {
    expect(() => matchText(' ab ')).toThrow('Invalid match filter. Minimum length is 3.');
  });

  it('is no filter when absent', () => {
    expect(matchText(null)).toBeNull();
  });
});
