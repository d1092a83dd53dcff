import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html';

describe('safeHtml', () => {
  it('keeps the structure of content: headings, paragraphs, lists and emphasis', () => {
    const html =
      '<h2>How to choose</h2><p>Warm <strong>and</strong> light:</p><ul><li>Merino</li></ul>';
    expect(safeHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, styles and dangerous links', () => {
    expect(safeHtml('<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p>')).toBe(
      '<p>Hi</p>',
    );
    expect(safeHtml('<a href="javascript:alert(1)">x</a><img src=x onerror=y>')).toBe('<a>x</a>');
    expect(safeHtml('<iframe src="https://evil.example"></iframe><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('opens links leaving the shop in a new tab without giving them a handle on it', () => {
    expect(safeHtml('<a href="https://www.oeko-tex.com/en" target="_self">out</a>')).toBe(
      '<a href="https://www.oeko-tex.com/en" target="_blank" rel="noopener noreferrer">out</a>',
    );
    expect(safeHtml('<a href="/duvets" target="_blank" rel="x">in</a>')).toBe(
      '<a href="/duvets">in</a>',
    );
  });

  it('answers nothing for no content', () => {
    expect(safeHtml(null)).toBe('');
    expect(safeHtml(undefined)).toBe('');
  });
});
