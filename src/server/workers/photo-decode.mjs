// A photo for OCR decoded in a process of its own: @napi-rs/canvas ends the process (SIGSEGV) on
// some damaged PNGs and JPEGs, so a bad upload may only end this one.
// stdin: the image; argv[2], argv[3]: the width and height to scale it to; stdout: its greyscale
// pixels, one byte each, row by row.
import { createCanvas, loadImage } from '@napi-rs/canvas';

const [width, height] = [Number(process.argv[2]), Number(process.argv[3])];
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const image = await loadImage(Buffer.concat(chunks));
if (!image.width || !image.height) process.exit(2);
const canvas = createCanvas(width, height);
const context = canvas.getContext('2d');
context.imageSmoothingQuality = 'high';
context.drawImage(image, 0, 0, width, height);
const rgba = context.getImageData(0, 0, width, height).data;
const grey = new Uint8Array(width * height);
for (let i = 0, p = 0; i < grey.length; i++, p += 4)
  grey[i] = (rgba[p] * 77 + rgba[p + 1] * 150 + rgba[p + 2] * 29) >> 8;
process.stdout.write(grey);
