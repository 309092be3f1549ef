import DOMPurify from 'dompurify';

/**
 * HTML from the server (the header and footer) made safe to insert: DOMPurify drops scripts, event
 * handlers, `javascript:` and other unsafe links, frames, forms and styles; every remaining link
 * opens in a new tab without access to this page.
 */
let hooked = false;
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'svg', 'math'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
