// The brand's look for every e-mail: one centred table, ivory and ink with a bronze button, inline
// styles only, no external images or fonts (mail clients block them). Every variable reaches the
// HTML through escapeHtml; the plain-text part carries the same words and the link in full.
import type { MailContent, MailLanguage } from './templates';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

const FOOTER: Record<MailLanguage, string> = {
  en: 'Loomfront · Bedding and home textiles, crafted to last.',
  de: 'Loomfront · Bettwäsche und Heimtextilien, gemacht für lange Zeit.',
};

const AUTOMATIC: Record<MailLanguage, string> = {
  en: 'This e-mail was sent automatically; please do not reply to it.',
  de: 'Diese E-Mail wurde automatisch versandt; bitte antworten Sie nicht darauf.',
};

const font = "font-family:Georgia,'Times New Roman',serif;";
const sans = 'font-family:Helvetica,Arial,sans-serif;';

export function renderMail(content: MailContent, language: MailLanguage): RenderedMail {
  const paragraph = (text: string, style = '') =>
    `<p style="margin:0 0 16px;${sans}font-size:15px;line-height:1.6;color:#1f1c18;${style}">${escapeHtml(text)}</p>`;
  const button = content.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="background-color:#7a5a2e;border-radius:2px;"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 28px;${sans}font-size:15px;font-weight:bold;color:#faf8f4;text-decoration:none;">${escapeHtml(content.action.label)}</a></td></tr></table>` +
      paragraph(content.action.url, 'font-size:12px;color:#5b554c;word-break:break-all;')
    : '';
  const html = `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f1ece3;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f1ece3;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#faf8f4;border:1px solid #e2d9ca;">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e2d9ca;${font}font-size:24px;letter-spacing:4px;color:#1f1c18;text-transform:uppercase;">Loomfront</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 24px;${font}font-size:22px;font-weight:normal;color:#1f1c18;">${escapeHtml(content.subject)}</h1>
${paragraph(content.greeting)}
${content.paragraphs.map((text) => paragraph(text)).join('\n')}
${button}
${content.footnote ? paragraph(content.footnote, 'font-size:13px;color:#5b554c;') : ''}
</td></tr>
<tr><td style="padding:20px 32px;background-color:#22201c;${sans}font-size:12px;line-height:1.5;color:#d8d1c5;">${escapeHtml(FOOTER[language])}<br>${escapeHtml(AUTOMATIC[language])}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((line) => [line, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    '--',
    FOOTER[language],
    AUTOMATIC[language],
    '',
  ].join('\n');
  return { subject: content.subject, html, text };
}
