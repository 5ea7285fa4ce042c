const htmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Makes text safe inside HTML elements and quoted attributes. Every page the server writes as
 * HTML (mail, the PDF documents, the data export) passes people's words through here, so the
 * escaping rule exists once (ASVS 5.0 V1.2.1).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEntities[character]!);
}
