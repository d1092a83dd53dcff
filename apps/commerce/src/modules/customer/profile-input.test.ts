import { describe, expect, it } from 'vitest';
import { normaliseDateOfBirth, normaliseEmail, profileValues } from './profile-input';

const today = new Date('2026-11-24T12:00:00Z');

describe('profile input', () => {
  it('trims names and maps date_of_birth (or the deprecated dob) to the stored day', () => {
    expect(
      profileValues(
        { firstname: ' Ada ', lastname: 'Weaver', dob: '1990-04-12', gender: 2 },
        'create',
        today,
      ),
    ).toEqual({ firstname: 'Ada', lastname: 'Weaver', dob: '1990-04-12', gender: 2 });
  });

  it('requires the names on creation only', () => {
    expect(() => profileValues({ lastname: 'Weaver' }, 'create', today)).toThrow(
      'Required parameters are missing: First Name',
    );
    expect(profileValues({ middlename: 'K' }, 'update', today)).toEqual({ middlename: 'K' });
    expect(() => profileValues({ firstname: '' }, 'update', today)).toThrow(
      '"First Name" is a required value.',
    );
  });

  it('clears an optional field given as null, and keeps a required one', () => {
    expect(profileValues({ middlename: null, firstname: null }, 'update', today)).toEqual({
      middlename: null,
    });
  });

  it('bounds every text field', () => {
    expect(() => profileValues({ prefix: 'x'.repeat(41) }, 'update', today)).toThrow(
      '"Name Prefix" length must be equal or less than 40 characters.',
    );
    expect(() => profileValues({ lastname: 'x'.repeat(256) }, 'update', today)).toThrow(
      '"Last Name" length must be equal or less than 255 characters.',
    );
  });

  it('accepts real past days only as a date of birth', () => {
    expect(normaliseDateOfBirth('2000-02-29', today)).toBe('2000-02-29');
    expect(normaliseDateOfBirth('1990-04-12 00:00:00', today)).toBe('1990-04-12');
    expect(() => normaliseDateOfBirth('2001-02-29', today)).toThrow('does not fit');
    expect(() => normaliseDateOfBirth('12/04/1990', today)).toThrow('does not fit');
    expect(() => normaliseDateOfBirth('2026-11-25', today)).toThrow(
      'Please enter a valid date less than or equal to 2026-11-24 at Date of Birth.',
    );
  });

  it('accepts valid e-mails up to 254 characters', () => {
    expect(normaliseEmail(' Ann@Example.com ')).toBe('Ann@Example.com');
    expect(normaliseEmail('ann@')).toBeNull();
    expect(
      normaliseEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}`),
    ).toBeNull();
    expect(
      normaliseEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`),
    ).not.toBeNull();
  });
});
