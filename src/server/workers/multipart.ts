import { createMiddleware } from 'hono/factory';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../../contract/text';
import { HttpError } from '../http/errors';
import { DocumentReadError, ReaderError, type DocumentReader } from './document-pool';

/**
 * Parses a multipart/form-data body in a document worker and leaves the result where Hono's
 * `parseBody` and `validate('form', …)` look for it. Parsing a 40 MB upload takes ~0.3 s, which on
 * the main thread would hold every other request. A body that is not readable multipart answers
 * 400 naming `field`.
 */
export function multipartInWorker(reader: DocumentReader, field: string) {
  return createMiddleware(async (c, next) => {
    const contentType = c.req.header('content-type') ?? '';
    if (!/^multipart\/form-data\b/i.test(contentType)) return next();
    const body = await c.req.arrayBuffer();
    let parts;
    try {
      parts = await reader.read({ kind: 'form', body, contentType }, [body]);
    } catch (err) {
      if (err instanceof DocumentReadError && err.failure === 'busy')
        throw new HttpError(503, 'Many uploads are being read right now. Please try again in a minute.');
      if (!(err instanceof ReaderError) && !(err instanceof DocumentReadError)) throw err;
      throw new HttpError(
        400,
        'The upload is not a readable multipart/form-data body. Choose the file again and resend it.',
        [{ path: field, message: 'Send the file as multipart/form-data' }],
      );
    }
    // file names reach the database: the contract's rule for a line of text holds for them too
    const badNames = parts.flatMap((part, i) =>
      'file' in part && hasControlCharacters(part.file.name)
        ? [
            {
              path: `${part.name}.${i}`,
              message: `The file name ${CONTROL_CHARACTERS_MESSAGE.toLowerCase()}`,
            },
          ]
        : [],
    );
    if (badNames.length)
      throw new HttpError(400, 'Rename the file: its name holds control characters.', badNames);
    const form = new FormData();
    for (const part of parts)
      if ('text' in part) form.append(part.name, part.text);
      else form.append(part.name, new File([part.file.bytes], part.file.name, { type: part.file.type }));
    c.req.bodyCache.formData = form;
    delete c.req.bodyCache.arrayBuffer;
    return next();
  });
}
