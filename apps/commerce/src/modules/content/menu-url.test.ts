import { describe, expect, it } from 'vitest';
import { internalMenuUrl } from './service';

describe('internalMenuUrl', () => {
  it.each([
    ['bed-linen/sateen', '/bed-linen/sateen'],
    ['/bed-linen', '/bed-linen'],
    ['  duvets ', '/duvets'],
    ['#newsletter', '#newsletter'],
    ['bed-linen?color=white', '/bed-linen?color=white'],
  ])('gives %j the storefront path %j', (url, expected) => {
    expect(internalMenuUrl(url)).toBe(expected);
  });

  it.each([null, '', '   '])('answers null for the empty url %j', (url) => {
    expect(internalMenuUrl(url)).toBeNull();
  });
});
