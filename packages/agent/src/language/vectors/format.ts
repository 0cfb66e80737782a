// The word-vector file format of @lisa/word-vectors: "LWV1", the word count and the
// dimensions (uint32 little-endian), one float32 scale per word, then one int8 vector per
// word (value = int8 x scale, the vector L2-normalised before quantising). The words are
// in words.txt, one a line, in the same order.

const magic = 'LWV1';
const headerBytes = 12;

export interface DecodedVectors {
  count: number;
  dims: number;
  scales: Float32Array;
  values: Int8Array;
}

export function encodeWordVectors(
  words: readonly string[],
  vectors: readonly (readonly number[])[],
  dims: number,
): { bin: Buffer; words: string } {
  const count = words.length;
  const bin = Buffer.alloc(headerBytes + count * 4 + count * dims);
  bin.write(magic, 0, 'ascii');
  bin.writeUInt32LE(count, 4);
  bin.writeUInt32LE(dims, 8);
  const scales = new Float32Array(bin.buffer, bin.byteOffset + headerBytes, count);
  const values = new Int8Array(bin.buffer, bin.byteOffset + headerBytes + count * 4, count * dims);
  vectors.forEach((vector, i) => {
    const norm = Math.sqrt(vector.reduce((s, x) => s + x * x, 0)) || 1;
    const max = Math.max(...vector.map((x) => Math.abs(x / norm))) || 1;
    const scale = max / 127;
    scales[i] = scale;
    for (let d = 0; d < dims; d++) {
      values[i * dims + d] = Math.round((vector[d] ?? 0) / norm / scale);
    }
  });
  return { bin, words: `${words.join('\n')}\n` };
}

export function decodeWordVectors(bin: Uint8Array): DecodedVectors {
  const header = Buffer.from(bin.buffer, bin.byteOffset, headerBytes);
  if (header.toString('ascii', 0, 4) !== magic) throw new Error('not a word-vector file');
  const count = header.readUInt32LE(4);
  const dims = header.readUInt32LE(8);
  // Copies, so the typed arrays are aligned whatever the read buffer's offset.
  const scales = new Float32Array(
    bin.buffer.slice(bin.byteOffset + headerBytes, bin.byteOffset + headerBytes + count * 4),
  );
  const start = bin.byteOffset + headerBytes + count * 4;
  const values = new Int8Array(bin.buffer.slice(start, start + count * dims));
  return { count, dims, scales, values };
}
