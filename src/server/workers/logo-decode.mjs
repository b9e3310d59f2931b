// An image (a team logo, a page image's rendition) decoded, resized and encoded as WebP in a process
// of its own: @napi-rs/canvas ends the process (SIGSEGV) on a malformed PNG, JPEG or WebP, so a bad
// upload may only end this one.
// stdin: the image; argv[2]: the largest side (or, with argv[3] = "width", the largest width);
// argv[4]: the WebP quality (85 when absent); stdout: the WebP.
import { createCanvas, loadImage } from '@napi-rs/canvas';

const side = Number(process.argv[2]);
const byWidth = process.argv[3] === 'width';
const quality = Number(process.argv[4] ?? 85);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const image = await loadImage(Buffer.concat(chunks));
if (!image.width || !image.height) process.exit(2);
const scale = Math.min(1, side / (byWidth ? image.width : Math.max(image.width, image.height)));
const canvas = createCanvas(
  Math.max(1, Math.round(image.width * scale)),
  Math.max(1, Math.round(image.height * scale)),
);
const context = canvas.getContext('2d');
context.imageSmoothingQuality = 'high';
context.drawImage(image, 0, 0, canvas.width, canvas.height);
process.stdout.write(await canvas.encode('webp', quality));
