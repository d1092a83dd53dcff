// Text rules of the product page (presentation-discovery §5 and §9).

/** Descriptions longer than this are split after their first sentence. */
export const DESCRIPTION_SPLIT_THRESHOLD = 200;
/** Review texts longer than this are truncated behind Read more. */
export const REVIEW_TRUNCATE_LENGTH = 250;

export interface SplitText {
  lead: string;
  /** The part behind Show more; null when the text is shown whole. */
  rest: string | null;
}

/**
 * Splits a description over 200 characters after the end of its first sentence (., ! or ?
 * followed by white space). Text without a sentence end inside it stays whole.
 */
export function splitDescription(text: string): SplitText {
  const trimmed = text.trim();
  if (trimmed.length <= DESCRIPTION_SPLIT_THRESHOLD) return { lead: trimmed, rest: null };
  const match = /[.!?](?=\s)/.exec(trimmed);
  if (!match) return { lead: trimmed, rest: null };
  const end = match.index + 1;
  const rest = trimmed.slice(end).trim();
  return rest ? { lead: trimmed.slice(0, end), rest } : { lead: trimmed, rest: null };
}

export interface TruncatedText {
  text: string;
  truncated: boolean;
}

/** Review text cut at 250 characters (with an ellipsis) when it is longer. */
export function truncateReview(text: string, limit = REVIEW_TRUNCATE_LENGTH): TruncatedText {
  if (text.length <= limit) return { text, truncated: false };
  return { text: `${text.slice(0, limit).trimEnd()}…`, truncated: true };
}

/** The descriptive colour attribute is shown with a capital first letter. */
export function capitalizeFirst(value: string | null | undefined): string {
  if (!value) return '';
  const trimmed = value.trim();
  return trimmed.charAt(0).toLocaleUpperCase('en') + trimmed.slice(1);
}

/** Magento descriptions are HTML; the page shows them as text (no markup is trusted). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
