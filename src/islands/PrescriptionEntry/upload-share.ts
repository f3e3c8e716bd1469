import type { UploadProgress } from '../../api/upload-progress';

/**
 * Each file's share of a multipart upload, 0–100. The body carries the parts in order (the JSON part first, then the
 * files as given), so file i is being sent once `loaded` passes the bytes before it. What is not file bytes (part
 * headers, the JSON part) is spread evenly in front of each part: exact enough for a bar, never ahead of the truth by
 * more than one part header.
 */
export function fileShares(sizes: readonly number[], { loaded, total }: UploadProgress): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0);
  const overhead = Math.max(0, (total || sum) - sum) / (sizes.length + 1);
  let start = overhead;
  return sizes.map((size) => {
    const share = size > 0 ? (loaded - start) / size : loaded >= start ? 1 : 0;
    start += size + overhead;
    return Math.round(Math.min(1, Math.max(0, share)) * 100);
  });
}

/** The whole upload, 0–100. */
export const overallShare = ({ loaded, total }: UploadProgress) => (total > 0 ? Math.round(Math.min(1, loaded / total) * 100) : 0);
