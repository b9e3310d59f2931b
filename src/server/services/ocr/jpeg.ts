/** Frame headers a phone or a scanner writes: baseline, extended and progressive (Huffman coded). */
const FRAMES = new Set([0xc0, 0xc1, 0xc2]);
/** Markers without a length: TEM, RST0–RST7, SOI, EOI. */
const STANDALONE = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);

/**
 * Whether a JPEG is whole and consistent before any decoder sees it: SOI first; every segment's
 * length inside the file; one frame header (SOF0–SOF2) of 8-bit samples, 1–4 components with
 * sampling factors 1–4 and dimensions within `maxPixels`; the quantisation and Huffman tables a scan
 * uses defined before it; each scan's components in the frame; and the EOI marker after the last
 * scan's data (a cut-short file has none). The decoder still runs in a process of its own (a
 * damaged scan's data cannot be checked without decoding it), but a malformed file stops here.
 */
export function isWellFormedJpeg(bytes: Uint8Array, maxPixels: number): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const quantisation = new Set<number>();
  const huffman = new Set<string>();
  let components: number[] | undefined;
  let quantisers: number[] = [];
  let scans = 0;
  let at = 2;
  for (;;) {
    if (at + 2 > bytes.length || bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return scans > 0;
    if (STANDALONE(marker)) return false; // no SOI again, and restarts only inside a scan's data
    if (at + 4 > bytes.length) return false;
    const length = view.getUint16(at + 2);
    const start = at + 4;
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return false;
    const segment = bytes.subarray(start, end);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      if (!FRAMES.has(marker) || components) return false;
      const count = segment[5] ?? 0;
      if (segment.length !== 6 + 3 * count || segment[0] !== 8 || count < 1 || count > 4) return false;
      const height = view.getUint16(start + 1);
      const width = view.getUint16(start + 3);
      if (!width || !height || width * height > maxPixels) return false;
      components = [];
      quantisers = [];
      for (let c = 0; c < count; c++) {
        const sampling = segment[7 + 3 * c]!;
        const [h, v] = [sampling >> 4, sampling & 15];
        if (h < 1 || h > 4 || v < 1 || v > 4 || segment[8 + 3 * c]! > 3) return false;
        components.push(segment[6 + 3 * c]!);
        quantisers.push(segment[8 + 3 * c]!);
      }
    } else if (marker === 0xdb) {
      for (let i = 0; i < segment.length;) {
        const precision = segment[i]! >> 4;
        if (precision > 1 || (segment[i]! & 15) > 3) return false;
        quantisation.add(segment[i]! & 15);
        i += 1 + 64 * (precision + 1);
        if (i > segment.length) return false;
      }
    } else if (marker === 0xc4) {
      for (let i = 0; i < segment.length;) {
        const [kind, id] = [segment[i]! >> 4, segment[i]! & 15];
        if (kind > 1 || id > 3 || i + 17 > segment.length) return false;
        let symbols = 0;
        for (let n = 1; n <= 16; n++) symbols += segment[i + n]!;
        if (symbols > 256) return false;
        huffman.add(`${kind}${id}`);
        i += 17 + symbols;
        if (i > segment.length) return false;
      }
    } else if (marker === 0xda) {
      const count = segment[0] ?? 0;
      if (!components || segment.length !== 4 + 2 * count || count < 1 || count > 4) return false;
      if (quantisers.some((q) => !quantisation.has(q))) return false;
      for (let c = 0; c < count; c++) {
        const tables = segment[2 + 2 * c]!;
        if (!components.includes(segment[1 + 2 * c]!)) return false;
        // A progressive refinement scan may leave a table unused; a table it names must exist.
        if (!huffman.has(`0${tables >> 4}`) && !huffman.has(`1${tables & 15}`)) return false;
      }
      scans++;
      // The entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      at = end;
      while (at + 1 < bytes.length) {
        const next = bytes[at + 1]!;
        if (bytes[at] === 0xff && next !== 0 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        at++;
      }
      if (at + 1 >= bytes.length) return false;
      continue;
    }
    at = end;
  }
}
