// Upload limits the server enforces (413 / 415 / 400) and forms check first, in one place.

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Attachments per post. */
export const MAX_ATTACHMENTS = 5;
/** Images for the rich-text editor (`POST /v1/boards/uploads`). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
/** Attachments of posts and inquiries. */
export const ATTACHMENT_EXTENSIONS = [...IMAGE_EXTENSIONS, 'pdf', 'hwp', 'hwpx', 'docx', 'xlsx', 'pptx', 'zip'] as const;

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};
