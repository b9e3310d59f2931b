import { maskSecrets } from '../../lib/inspector/mask';
import type { InspectorRecord, Recorder } from '../../lib/inspector/recorder';

export const SESSION_FORMAT = 'healthspan-inspector';

export interface InspectorSessionFile {
  format: typeof SESSION_FORMAT;
  version: 1;
  exportedAt: string;
  actors: Array<{ sessionId: string; systemId: string | undefined; machineId: string | undefined }>;
  records: InspectorRecord[];
}

/** The recorded session as a file: everything passes the masking function once more. */
export function exportSession(recorder: Recorder, now = new Date()): InspectorSessionFile {
  const file: InspectorSessionFile = {
    format: SESSION_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    actors: recorder.actors().map(({ ref, systemId, machineId }) => ({
      sessionId: ref.sessionId,
      systemId,
      machineId,
    })),
    records: [...recorder.records()],
  };
  return maskSecrets(file) as InspectorSessionFile;
}

/** Reads an exported session; throws with a readable message when the file is not one. */
export function importSession(text: string): InspectorSessionFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('The file is not JSON.');
  }
  const file = parsed as Partial<InspectorSessionFile> | null;
  if (!file || file.format !== SESSION_FORMAT || !Array.isArray(file.records))
    throw new Error('The file is not an exported inspector session.');
  return file as InspectorSessionFile;
}

/** The steps of a replay: the recorded snapshots, in order. */
export function replaySteps(file: InspectorSessionFile): InspectorRecord[] {
  return file.records.filter((record) => record.kind === 'snapshot');
}
