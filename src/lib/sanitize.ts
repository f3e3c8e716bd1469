import sanitizeHtml from 'sanitize-html';

// The allow-list for rich text (posts, notices, FAQ answers, inquiries, events): what the editor produces
// (paragraphs, marks, headings, lists, code, quotes, rules, links, images, tables, YouTube,
// alignment, colour, highlight, task lists) and nothing else. Applied by the API before a body is stored and again
// by the pages before they render one (the body may come from an external API). Server-side only: never import this
// from an island.

const textStyle = {
  color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i],
  'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i],
  'text-align': [/^(left|right|center|justify|start|end)$/],
};

/**
 * The one image address rich text may hold: an upload of the editor, relative, exactly as the upload answers it
 * (`fileUrl` = `/v1/files/{id}`). Any other address, the portal's own in absolute form included, would make every
 * reader's browser send a request of the author's choosing with the reader's cookie (e.g. to `/v1/auth/logout`) or tell
 * another host who read the post.
 */
const editorImageSrc = /^\/v1\/files\/\d{1,10}$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    's',
    'strike',
    'u',
    'code',
    'pre',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
    'span',
    'mark',
    'div',
    'sub',
    'sup',
    'figure',
    'figcaption',
    'iframe',
    'label',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'style'],
    td: ['colspan', 'rowspan', 'style'],
    col: ['span'],
    ol: ['start'],
    ul: ['data-type'],
    li: ['data-checked', 'data-type'],
    div: ['data-youtube-video'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'title'],
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
    span: ['style'],
    mark: ['style', 'data-color'],
  },
  allowedStyles: { '*': textStyle },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images: only the editor's own uploads (see editorImageSrc); iframes: https (YouTube, below).
  allowedSchemesByTag: { img: [], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com'],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links to other sites open in a new tab without handing them this page (window.opener) or the referrer.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      const out: Record<string, string> = { ...attribs };
      if (external) {
        out.target = '_blank';
        out.rel = 'noopener noreferrer nofollow';
      } else {
        delete out.target;
        delete out.rel;
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if (!out.src || !editorImageSrc.test(out.src)) delete out.src;
      return { tagName, attribs: out };
    },
    iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, title: attribs.title || '동영상' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Rich text reduced to the allow-list: no scripts, no event handlers, no styles beyond colour and alignment. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, options).trim();
}

/** True when the HTML shows nothing: no text and no image or embed (e.g. the editor's empty `<p></p>`). */
export function isBlankRichText(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<(img|iframe|hr|table)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}
