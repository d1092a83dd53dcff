import { describe, expect, it } from 'vitest';
import { convertMinor, decimalToMinor, discountOf, minorToDecimal } from './money';

describe('money', () => {
  it('turns minor units into decimals without float arithmetic', () => {
    expect(minorToDecimal(12345)).toBe(123.45);
    expect(minorToDecimal(5)).toBe(0.05);
    expect(minorToDecimal(0)).toBe(0);
    expect(minorToDecimal(-150)).toBe(-1.5);
    expect(minorToDecimal(1999, 0)).toBe(1999);
  });

  it('parses decimal strings into minor units, rounding extra digits half up', () => {
    expect(decimalToMinor('49.9')).toBe(4990);
    expect(decimalToMinor('50')).toBe(5000);
    expect(decimalToMinor('0.005')).toBe(1);
    expect(decimalToMinor('0.004')).toBe(0);
    expect(decimalToMinor('-1')).toBeNull();
    expect(decimalToMinor('1e3')).toBeNull();
    expect(decimalToMinor('abc')).toBeNull();
  });

  it('rounds a converted price up to the next whole unit of the display currency', () => {
    expect(convertMinor(19900, '1.085000')).toBe(21600);
    expect(convertMinor(4900, '1.085000')).toBe(5400);
    expect(convertMinor(12345, '3.9675')).toBe(49000);
  });

  it('keeps a converted price that already is a whole amount', () => {
    expect(convertMinor(10000, '1.080000')).toBe(10800);
    expect(convertMinor(20000, '0.5')).toBe(10000);
  });

  it('rounds to minor units half up before it rounds up to a whole unit', () => {
    // 1000.004 rounds to 1000.00 first, so it is not lifted to 1001.
    expect(convertMinor(1000004, '0.1')).toBe(100000);
    expect(convertMinor(1000005, '0.1')).toBe(100100);
  });

  it('leaves prices in the base currency exactly as stored', () => {
    expect(convertMinor(4990, '1')).toBe(4990);
    expect(convertMinor(4990, '1.000000')).toBe(4990);
    expect(convertMinor(0, '1.085')).toBe(0);
  });

  it('computes the discount amount and percent in hundredths of a percent', () => {
    expect(discountOf(10000, 7500)).toEqual({ amountOffMinor: 2500, percentOffHundredths: 2500 });
    expect(discountOf(3000, 2000)).toEqual({ amountOffMinor: 1000, percentOffHundredths: 3333 });
    expect(discountOf(5000, 5000)).toEqual({ amountOffMinor: 0, percentOffHundredths: 0 });
  });
});
