// The one way commerce HTML (category content, later CMS pages and blocks) reaches the page: the
// admin's markup keeps its structure, everything that could run a script or restyle the shop is
// dropped.
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'blockquote',
  ],
  // target and rel are set by the transform below (attributes are filtered after it).
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // Links leaving the shop open in a new tab and give the target no handle on it.
    a: (tagName, attribs) => {
      const { target: _target, rel: _rel, ...kept } = attribs;
      const external = /^https?:\/\//i.test(kept.href ?? '');
      return {
        tagName,
        attribs: external ? { ...kept, target: '_blank', rel: 'noopener noreferrer' } : kept,
      };
    },
  },
};

export function safeHtml(html: string | null | undefined): string {
  return html ? sanitize(html, OPTIONS) : '';
}
