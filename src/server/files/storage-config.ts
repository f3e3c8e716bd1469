// Object storage settings from the environment (no SDK here: storage.ts reads them on every getStorage()).
//
//   UPLOADS_S3_BUCKET             the bucket; object storage is used only when it is set
//   UPLOADS_S3_REGION             default us-east-1 (what most S3-compatible servers accept)
//   UPLOADS_S3_ENDPOINT           for MinIO, R2, Ceph…: their URL, addressed path-style (`endpoint/bucket/key`)
//   UPLOADS_S3_ACCESS_KEY_ID      with UPLOADS_S3_SECRET_ACCESS_KEY; without them the SDK's default chain
//   UPLOADS_S3_SECRET_ACCESS_KEY  (AWS_* variables, shared config files, instance or task roles)
//   UPLOADS_S3_PREFIX             a folder inside the bucket for every key, e.g. `portal/` (default none)

export interface S3StorageConfig {
  bucket: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Empty, or ends with `/`. */
  prefix: string;
}

export function s3ConfigFromEnv(env: NodeJS.ProcessEnv = process.env): S3StorageConfig | null {
  const bucket = env.UPLOADS_S3_BUCKET?.trim();
  if (!bucket) return null;
  const accessKeyId = env.UPLOADS_S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.UPLOADS_S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('UPLOADS_S3_ACCESS_KEY_ID and UPLOADS_S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  const prefix = (env.UPLOADS_S3_PREFIX ?? '').trim().replace(/^\/+|\/+$/g, '');
  return {
    bucket,
    region: env.UPLOADS_S3_REGION?.trim() || 'us-east-1',
    endpoint: env.UPLOADS_S3_ENDPOINT?.trim() || undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    prefix: prefix ? `${prefix}/` : '',
  };
}
