/** UTF-8 text written into one buffer that grows as needed (doubling): no joined string first. */
export class GrowingBuffer {
  private buffer: Buffer;
  private length = 0;

  constructor(initialBytes = 64 * 1024) {
    this.buffer = Buffer.allocUnsafe(initialBytes);
  }

  write(text: string): void {
    // A UTF-16 unit takes at most 3 bytes in UTF-8 (a surrogate pair: 4 bytes for 2 units).
    const most = text.length * 3;
    if (this.buffer.length - this.length < most) this.grow(this.length + most);
    this.length += this.buffer.write(text, this.length);
  }

  /** The bytes written so far (a view of the buffer, not a copy). */
  bytes(): Buffer {
    return this.buffer.subarray(0, this.length);
  }

  private grow(needed: number): void {
    const next = Buffer.allocUnsafe(Math.max(needed, this.buffer.length * 2));
    this.buffer.copy(next, 0, 0, this.length);
    this.buffer = next;
  }
}
