// Category display modes (presentation-discovery §4): PRODUCTS (default), PAGE, PRODUCTS_AND_PAGE.
export interface DisplayParts {
  content: boolean;
  products: boolean;
}

export function displayParts(mode: string | null | undefined): DisplayParts {
  switch (mode) {
    case 'PAGE':
      return { content: true, products: false };
    case 'PRODUCTS_AND_PAGE':
      return { content: true, products: true };
    default:
      return { content: false, products: true };
  }
}

/** Category descriptions are HTML from the commerce admin; the page shows them as plain paragraphs. */
export function plainParagraphs(html: string | null | undefined): string[] {
  if (!html) return [];
  return html
    .replace(/<\/(p|div|h[1-6]|li)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
