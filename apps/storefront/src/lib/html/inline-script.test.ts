import { describe, expect, it } from 'vitest';
import { inlineScriptJson } from './inline-script';

describe('inlineScriptJson', () => {
  it('escapes a closing script tag so it cannot end the element', () => {
    const json = inlineScriptJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<');
  });

  it('escapes ampersands and line separators', () => {
    expect(inlineScriptJson('a & b\u2028')).toBe('"a \\u0026 b\\u2028"');
  });

  it('still parses back to the same value', () => {
    const value = { name: 'Loomfront <Home & Living>', list: [1, 'x'] };
    expect(JSON.parse(inlineScriptJson(value))).toEqual(value);
  });

  it('turns undefined into null', () => {
    expect(inlineScriptJson(undefined)).toBe('null');
  });
});
