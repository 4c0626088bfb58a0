import { crc32 } from './crc32.ts';

type Entry = {
  name: Uint8Array;
  crc: number;
  size: number;
  compressed: number;
  offset: number;
  method: number;
};

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;
// Bit 3: sizes and CRC follow the data (written as it streams); bit 11: names in UTF-8.
const FLAGS = 0x0808;
const DEFLATE = 8;
const STORE = 0;
// DOS date and time of 1 January 2026 00:00: the file's entries carry no meaningful time.
const DOS_TIME = 0;
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

/** Whether this browser compresses with the ZIP format's raw deflate (all current ones do). */
function canDeflate(): boolean {
  try {
    if (typeof CompressionStream !== 'function') return false;
    // Browsers that know the stream but not this format throw here.
    new CompressionStream('deflate-raw');
    return true;
  } catch {
    return false;
  }
}

/**
 * A ZIP archive written as it goes: each entry's bytes are compressed (raw deflate, through
 * the browser's CompressionStream; stored where that is missing) and kept as the archive's
 * parts, so only the compressed file is held, never the entries' text. Entries are written
 * one after the other: `startEntry`, any number of `write`, `endEntry`; then `finish`.
 */
export class ZipWriter {
  private readonly parts: Uint8Array[] = [];
  private readonly entries: Entry[] = [];
  private readonly method = canDeflate() ? DEFLATE : STORE;
  private offset = 0;
  private current: {
    entry: Entry;
    writer?: WritableStreamDefaultWriter<BufferSource>;
    drained?: Promise<void>;
  } | null = null;

  startEntry(path: string): void {
    if (this.current) throw new Error('An entry is still open');
    const name = new TextEncoder().encode(path);
    const entry: Entry = {
      name,
      crc: 0,
      size: 0,
      compressed: 0,
      offset: this.offset,
      method: this.method,
    };
    this.push(localHeader(entry));
    this.current = { entry };
    if (this.method === DEFLATE) {
      const stream = new CompressionStream('deflate-raw');
      this.current.writer = stream.writable.getWriter();
      this.current.drained = this.drain(stream.readable.getReader(), entry);
    }
  }

  async write(bytes: Uint8Array<ArrayBuffer>): Promise<void> {
    const current = this.current;
    if (!current) throw new Error('No entry is open');
    current.entry.crc = crc32(bytes, current.entry.crc);
    current.entry.size += bytes.length;
    if (current.writer) await current.writer.write(bytes);
    else {
      current.entry.compressed += bytes.length;
      this.push(bytes);
    }
  }

  async endEntry(): Promise<void> {
    const current = this.current;
    if (!current) throw new Error('No entry is open');
    if (current.writer) {
      await current.writer.close();
      await current.drained;
    }
    this.push(dataDescriptor(current.entry));
    this.entries.push(current.entry);
    this.current = null;
  }

  /** The whole archive: the entries' parts and the central directory. */
  finish(type: string): Blob {
    if (this.current) throw new Error('An entry is still open');
    const start = this.offset;
    for (const entry of this.entries) this.push(centralHeader(entry));
    this.push(endOfCentral(this.entries.length, this.offset - start, start));
    return new Blob(this.parts as BlobPart[], { type });
  }

  private async drain(
    reader: ReadableStreamDefaultReader<Uint8Array>,
    entry: Entry,
  ): Promise<void> {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      entry.compressed += value.length;
      this.push(value);
    }
  }

  private push(bytes: Uint8Array): void {
    this.parts.push(bytes);
    this.offset += bytes.length;
  }
}

function localHeader(entry: Entry): Uint8Array {
  const view = new DataView(new ArrayBuffer(30 + entry.name.length));
  view.setUint32(0, LOCAL_HEADER, true);
  view.setUint16(4, 20, true);
  view.setUint16(6, FLAGS, true);
  view.setUint16(8, entry.method, true);
  view.setUint16(10, DOS_TIME, true);
  view.setUint16(12, DOS_DATE, true);
  // CRC and sizes: 0 here, in the data descriptor after the data.
  view.setUint16(26, entry.name.length, true);
  const bytes = new Uint8Array(view.buffer);
  bytes.set(entry.name, 30);
  return bytes;
}

function dataDescriptor(entry: Entry): Uint8Array {
  const view = new DataView(new ArrayBuffer(16));
  view.setUint32(0, DATA_DESCRIPTOR, true);
  view.setUint32(4, entry.crc, true);
  view.setUint32(8, entry.compressed, true);
  view.setUint32(12, entry.size, true);
  return new Uint8Array(view.buffer);
}

function centralHeader(entry: Entry): Uint8Array {
  const view = new DataView(new ArrayBuffer(46 + entry.name.length));
  view.setUint32(0, CENTRAL_HEADER, true);
  view.setUint16(4, 20, true);
  view.setUint16(6, 20, true);
  view.setUint16(8, FLAGS, true);
  view.setUint16(10, entry.method, true);
  view.setUint16(12, DOS_TIME, true);
  view.setUint16(14, DOS_DATE, true);
  view.setUint32(16, entry.crc, true);
  view.setUint32(20, entry.compressed, true);
  view.setUint32(24, entry.size, true);
  view.setUint16(28, entry.name.length, true);
  view.setUint32(42, entry.offset, true);
  const bytes = new Uint8Array(view.buffer);
  bytes.set(entry.name, 46);
  return bytes;
}

function endOfCentral(count: number, size: number, offset: number): Uint8Array {
  const view = new DataView(new ArrayBuffer(22));
  view.setUint32(0, END_OF_CENTRAL, true);
  view.setUint16(8, count, true);
  view.setUint16(10, count, true);
  view.setUint32(12, size, true);
  view.setUint32(16, offset, true);
  return new Uint8Array(view.buffer);
}
