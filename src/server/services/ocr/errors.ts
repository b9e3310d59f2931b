export type OcrFileProblem =
  'tooLarge' | 'wrongType' | 'unreadable' | 'tooManyPages' | 'tooManyRows' | 'tooComplex' | 'tooSlow';

/** A file refused before anything is stored; the route answers its status with the file's name. */
export class OcrFileError extends Error {
  constructor(
    readonly problem: OcrFileProblem,
    message: string,
  ) {
    super(message);
    this.name = 'OcrFileError';
  }
}
