// The one way to put JSON inside a <script> element (JSON-LD and similar): characters that could
// close the element or start markup are escaped, so data from commerce can never break out.

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function inlineScriptJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(UNSAFE, (char) => ESCAPES[char] ?? char);
}
