import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3StorageConfig } from './storage-config';
import { bodyStream, checkStorageKey, type FileStorage, type StorageBody, type StorageInfo, type StoredObject } from './file-storage';
import { contentDisposition } from '../http/content-disposition';

// Uploads in an S3-compatible bucket (AWS S3, MinIO, R2…). Server only: storage.ts imports this module dynamically
// at start-up. The bucket stays private: members never get a bucket URL or a presigned link; GET /v1/files/{id}
// checks access and then streams the object through the portal.
//
// Streaming: a put goes through lib-storage's Upload, which reads the body part by part (PART_BYTES, at most QUEUE
// parts in flight) and sends one PutObject for a small body or a multipart upload for a large one (aborted on
// failure, so no orphaned parts stay behind); an open answers the response body as a web stream.
// Each object keeps its Content-Type and a Content-Disposition with the NFC original name (RFC 5987 `filename*`),
// so the bucket stays readable on its own, e.g. after a copy or for a restore.

const PART_BYTES = 8 * 1024 * 1024;
const QUEUE = 2;

export class S3FileStorage implements FileStorage {
  readonly client: S3Client;
  readonly bucket: string;
  readonly prefix: string;

  constructor(config: S3StorageConfig, client?: S3Client) {
    this.bucket = config.bucket;
    this.prefix = config.prefix;
    this.client = client ?? new S3Client(clientConfig(config));
  }

  private objectKey(key: string): string {
    return this.prefix + checkStorageKey(key);
  }

  async put(key: string, body: StorageBody, info: StorageInfo = {}): Promise<void> {
    const upload = new Upload({
      client: this.client,
      partSize: PART_BYTES,
      queueSize: QUEUE,
      leavePartsOnError: false,
      params: {
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: body instanceof Uint8Array ? body : bodyStream(body),
        ContentType: info.contentType ?? 'application/octet-stream',
        ContentDisposition: info.name ? contentDisposition('attachment', info.name) : undefined,
      },
    });
    await upload.done();
  }

  async open(key: string): Promise<ReadableStream<Uint8Array> | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return object.Body ? (object.Body.transformToWebStream() as ReadableStream<Uint8Array>) : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async *list(prefix = ''): AsyncIterable<StoredObject> {
    const pages = paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: this.prefix + prefix });
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield { key: object.Key.slice(this.prefix.length), size: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) };
      }
    }
  }
}

/** The SDK client for a config: path-style addressing for a custom endpoint, explicit keys or the default chain. */
export function clientConfig(config: S3StorageConfig): S3ClientConfig {
  return {
    region: config.region,
    credentials: config.credentials,
    ...(config.endpoint && {
      endpoint: config.endpoint,
      forcePathStyle: true,
      // SDK v3 adds CRC32 checksums to every request and validates them on responses by default. Third-party
      // servers (older MinIO, s3rver, some gateways) do not all understand them, so with a custom endpoint the
      // checksums are sent and checked only where the S3 API requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED' as const,
      responseChecksumValidation: 'WHEN_REQUIRED' as const,
    }),
  };
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);
