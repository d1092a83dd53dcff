import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseSeedArgs } from './args';

describe('parseSeedArgs', () => {
  it('reads --products N and --skip-images', () => {
    expect(parseSeedArgs(['--products', '10000', '--skip-images'], parseArgs)).toEqual({
      products: 10000,
      skipImages: true,
    });
    expect(parseSeedArgs(['--products=100000'], parseArgs)).toEqual({
      products: 100000,
      skipImages: false,
    });
    expect(parseSeedArgs([], parseArgs)).toEqual({ skipImages: false });
  });

  it.each(['-5', '1e4', 'ten', '', '10.5'])('rejects --products %s', (value) => {
    expect(() => parseSeedArgs([`--products=${value}`], parseArgs)).toThrow(
      /--products takes a whole number/,
    );
  });

  it('rejects unknown flags', () => {
    expect(() => parseSeedArgs(['--product', '5'], parseArgs)).toThrow(/Unknown option/);
  });
});
