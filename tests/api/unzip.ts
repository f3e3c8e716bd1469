import yauzl from 'yauzl';

// A zip answer read back whole (test-sized archives only): each entry's name as stored, its flags (bit 11: the name is
// UTF-8) and its bytes, in archive order.

export interface ZipItem {
  name: string;
  flags: number;
  bytes: Buffer;
}

export function unzip(bytes: Buffer): Promise<ZipItem[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: true }, (err, zip) => {
      if (err) return reject(err);
      const items: ZipItem[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            items.push({ name: entry.fileName, flags: entry.generalPurposeBitFlag, bytes: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(items));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
