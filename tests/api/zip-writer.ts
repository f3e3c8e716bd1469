import { crc32, deflateRawSync } from 'node:zlib';

// A tiny zip writer for the tests: stored or deflated entries, and the lies a hostile archive tells (declared sizes,
// unix modes of symbolic links, any name). Not for production use.

export interface ZipEntryInput {
  name: string;
  data: Uint8Array | string;
  /** Deflate (default) or store. */
  store?: boolean;
  /** The uncompressed size the headers declare (default: the real one). */
  declaredSize?: number;
  /** Unix mode in the external attributes (e.g. 0o120777 for a symbolic link). */
  unixMode?: number;
}

/** Deflated copies of large inputs used again (a bomb repeats one entry): each is compressed once. */
const deflated = new WeakMap<Uint8Array, { body: Buffer; crc: number }>();

function packed(data: Uint8Array | string, store: boolean | undefined) {
  const known = typeof data === 'string' || store ? undefined : deflated.get(data);
  if (known) return known;
  const bytes = Buffer.from(data);
  const made = { body: store ? bytes : deflateRawSync(bytes), crc: crc32(bytes) >>> 0 };
  if (typeof data !== 'string' && !store) deflated.set(data, made);
  return made;
}

export function zipOf(entries: ZipEntryInput[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const { body, crc } = packed(e.data, e.store);
    const name = Buffer.from(e.name, 'utf8');
    const size = e.declaredSize ?? (typeof e.data === 'string' ? Buffer.byteLength(e.data) : e.data.length);
    const method = e.store ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(e.unixMode !== undefined ? 0x031e : 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(e.unixMode !== undefined ? (e.unixMode << 16) >>> 0 : 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, dir, end]));
}
