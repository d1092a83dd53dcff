import { describe, expect, it } from 'vitest';
import { capitalizeFirst, htmlToText, splitDescription, truncateReview } from './text-rules';

describe('splitDescription', () => {
  it('keeps a description of 200 characters or fewer whole', () => {
    const text = `${'a'.repeat(150)}. ${'b'.repeat(48)}`;
    expect(text.length).toBe(200);
    expect(splitDescription(text)).toEqual({ lead: text, rest: null });
  });

  it('splits a longer description after the first sentence end', () => {
    const text = `Woven from long-staple cotton. ${'Soft and cool. '.repeat(15)}`;
    const split = splitDescription(text);
    expect(split.lead).toBe('Woven from long-staple cotton.');
    expect(split.rest).toBe('Soft and cool. '.repeat(15).trim());
  });

  it('splits at a question or exclamation mark too', () => {
    const text = `Why sateen? ${'x'.repeat(200)}`;
    expect(splitDescription(text).lead).toBe('Why sateen?');
  });

  it('keeps a long text without a sentence end whole', () => {
    const text = 'word '.repeat(60).trim();
    expect(splitDescription(text)).toEqual({ lead: text, rest: null });
  });

  it('does not treat a decimal point as a sentence end', () => {
    const text = `Filled with 1.5 kg of merino. ${'y'.repeat(200)}`;
    expect(splitDescription(text).lead).toBe('Filled with 1.5 kg of merino.');
  });
});

describe('truncateReview', () => {
  it('leaves a review of 250 characters untouched', () => {
    const text = 'r'.repeat(250);
    expect(truncateReview(text)).toEqual({ text, truncated: false });
  });

  it('cuts a longer review at 250 characters with an ellipsis', () => {
    const result = truncateReview('r'.repeat(251));
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${'r'.repeat(250)}…`);
  });
});

describe('capitalizeFirst', () => {
  it('capitalises the first letter of the descriptive colour', () => {
    expect(capitalizeFirst('dusty rose with ivory piping')).toBe('Dusty rose with ivory piping');
  });

  it('gives an empty string for a missing colour', () => {
    expect(capitalizeFirst(null)).toBe('');
  });
});

describe('htmlToText', () => {
  it('drops markup and decodes the common entities', () => {
    expect(htmlToText('<p>Soft &amp; cool</p><p>Sateen</p>')).toBe('Soft & cool\nSateen');
  });

  it('puts list items on lines of their own', () => {
    expect(htmlToText('<ul><li>Woven in Italy</li><li>Sewn in Portugal</li></ul>')).toBe(
      'Woven in Italy\nSewn in Portugal',
    );
  });

  it('never keeps a script tag', () => {
    expect(htmlToText('<script>alert(1)</script>ok')).toBe('alert(1)ok');
  });
});
