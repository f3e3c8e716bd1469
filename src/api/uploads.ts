// Upload limits the server enforces (413 / 415 / 400) and forms check first, in one place.

/** The unit of the size limits (their messages say "MB"). */
export const MiB = 1024 * 1024;

export const MAX_FILE_BYTES = 10 * MiB;
/** Attachments per post. */
export const MAX_ATTACHMENTS = 5;
/** Images for the rich-text editor (`POST /v1/boards/uploads`). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
/** Attachments of posts and inquiries. */
export const ATTACHMENT_EXTENSIONS = [...IMAGE_EXTENSIONS, 'pdf', 'hwp', 'hwpx', 'docx', 'xlsx', 'pptx', 'zip'] as const;

/** Documents of the compliance center: a 신고증, an 이수증, the proof a notice was sent (a scan or a photo). */
export const COMPLIANCE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
/** One compliance document request: the file and its JSON part. */
export const COMPLIANCE_REQUEST_MAX_BYTES = MAX_FILE_BYTES + 256 * 1024;

/** Uploads get their own time limit instead of the 10-second request limit. */
export const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

// EDI (prescriptions, 실적입력): the pharmacy's prescription images of one client and month. Every gate of an EDI
// upload reads its limit here: the forms before sending, the request body limit (src/server/http/body-limits.ts),
// the file checks (src/server/prescriptions/edi-files.ts) and the zip reader (src/server/prescriptions/zip-read.ts).

/** Files of one EDI record. */
export const EDI_MAX_FILES = 30;
export const EDI_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;
/** One EDI image or PDF (a phone photo is 2–8 MB). */
export const EDI_MAX_FILE_BYTES = 20 * MiB;
/** A whole EDI upload request: the files and the JSON part (30 phone photos of ≈ 3 MB). */
export const EDI_MAX_REQUEST_BYTES = 100 * MiB;

/** A zip of many EDI files (`POST /v1/prescriptions/zip`): the archive, its entries and what they unpack to. */
export const EDI_ZIP_MAX_BYTES = 100 * MiB;
/** The whole zip request: the archive and room for its plain parts and the multipart framing. */
export const EDI_ZIP_REQUEST_MAX_BYTES = EDI_ZIP_MAX_BYTES + MiB;
export const EDI_ZIP_MAX_ENTRIES = 500;
export const EDI_ZIP_MAX_UNPACKED_BYTES = 500 * MiB;
/**
 * How many times its size in the archive an entry over EDI_ZIP_RATIO_FROM_BYTES may unpack to. Photos and PDFs are
 * compressed already (a zip shrinks them by a few per cent, a text-only PDF ≈ 5×); only a bomb reaches 100× (zeros
 * deflate ≈ 1000×).
 */
export const EDI_ZIP_MAX_RATIO = 100;
export const EDI_ZIP_RATIO_FROM_BYTES = MiB;

/**
 * What one member may store in a day (Korean time, every kind of upload, editors too): a heavy day of a real partner
 * is a few EDI zips of 100 MB and some records of 30 photos, far below it; bytes past it wait for the next day.
 */
export const UPLOAD_DAILY_MAX_BYTES = 2 * 1024 * MiB;
export const UPLOAD_DAILY_MAX_FILES = 2_000;
