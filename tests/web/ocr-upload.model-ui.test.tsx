import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { AnyActorRef, AnyEventObject, SnapshotFrom } from 'xstate';
import type { ocrUploadMachine, OcrUploadEvent } from '../../machines/ocr-upload.machine';
import { ocrUploadModel } from '../machines/ocr-upload.fixtures';
import { ocrUploadDeclared } from '../machines/ocr-upload.model';
import { declaredEffectsAndNavigation, describeCoveringUiModel, type UiModel } from './model-ui';

const api = vi.hoisted(() => ({
  submitFiles: vi.fn(),
  confirmResults: vi.fn(),
  reviewFiles: vi.fn(),
  countries: vi.fn(() =>
    Promise.resolve([
      { name: 'Canada', countryAbbr: 'CA' },
      { name: 'United States', countryAbbr: 'US' },
    ]),
  ),
  // the catalogue as the model's `row.add` names it: LDL in mg/dL only
  markers: vi.fn(() =>
    Promise.resolve([{ abbr: 'LDL', name: 'LDL cholesterol', unit: 'mg/dL', units: [], ranges: {} }]),
  ),
  results: vi.fn(),
}));
vi.mock('../../src/web/features/ocr-upload/ocr-api', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  ocrApi: api,
}));

const { UploadFlow } = await import('../../src/web/features/ocr-upload/upload-blood-result-page');
const { UPLOAD_PATHS, stepOf } = await import('../../src/web/features/ocr-upload/use-ocr-upload');

type Snapshot = SnapshotFrom<typeof ocrUploadMachine>;
type Event<K extends OcrUploadEvent['type']> = Extract<OcrUploadEvent, { type: K }>;

let current: AnyActorRef | undefined;
let location: ReturnType<typeof memoryLocation> | undefined;
const snapshot = () => current!.getSnapshot() as Snapshot;
const user = userEvent.setup({ applyAccept: false });
const click = async (name: string) => {
  const button = screen.queryByRole('button', { name });
  if (!button || button.hasAttribute('disabled')) return 'app' as const;
  await user.click(button);
};
const rowName = (key: string) => snapshot().context.rows.find((row) => row.key === key)?.markerName;

const BASE = '/customer/diy/upload-blood-result';
/**
 * spec 000 §2.3: /customer/diy/upload-blood-result with the sub-paths processing, confirmation and
 * success: choosing and sending the files, reading them, checking what was read (and the lab's
 * country), the end.
 */
function routeOf(s: Snapshot) {
  if (s.matches('choosing') || s.matches({ sending: 'uploading' })) return BASE;
  if (s.matches({ sending: 'processing' })) return `${BASE}/processing`;
  if (s.matches('success') || s.matches('sent')) return `${BASE}/success`;
  return `${BASE}/confirmation`;
}

const ui: UiModel<typeof ocrUploadMachine> = {
  spec: ocrUploadModel,
  // each step's calls with their inputs (the files sent, the rows confirmed) and where the page went
  effects: declaredEffectsAndNavigation(
    ocrUploadModel,
    ocrUploadDeclared,
    () => location?.history.at(-1),
    routeOf,
  ),
  mount: (actor) => {
    current = actor;
    location = memoryLocation({ path: UPLOAD_PATHS.choose, record: true });
    render(
      <Router hook={location.hook}>
        <UploadFlow actor={actor as never} allowed />
      </Router>,
    );
  },
  // the screen sends the browser's File objects: compared by name and size
  sent: {
    'files.add': (event) =>
      (event as Event<'files.add'>).files.map((file) => ({ name: file.name, size: file.size })),
  },
  perform: {
    'files.add': async (event: AnyEventObject) => {
      const { files } = event as Event<'files.add'>;
      await user.upload(
        screen.getByLabelText('Lab report files'),
        files.map((file) => new File([new Uint8Array(file.size)], file.name)),
      );
    },
    'files.remove': async (event: AnyEventObject) => {
      const file = snapshot().context.files[(event as Event<'files.remove'>).index];
      return file ? click(`Remove ${file.name}`) : 'app';
    },
    'files.submit': () => click('Upload and read'),
    // progress comes from the upload itself
    'upload.progress': () => Promise.resolve('app'),
    'upload.cancel': () => click(snapshot().matches({ sending: 'processing' }) ? 'Cancel' : 'Cancel upload'),
    'upload.restart': () =>
      click(snapshot().matches('review') ? 'Upload other files' : 'Upload another report'),
    'row.value': async (event: AnyEventObject) => {
      const { key, value } = event as Event<'row.value'>;
      const name = rowName(key);
      if (!name) return 'app';
      const box = screen.getByLabelText(`Value of ${name}`);
      await user.clear(box);
      await user.type(box, value);
    },
    'row.unit': async (event: AnyEventObject) => {
      const { key, unit } = event as Event<'row.unit'>;
      const name = rowName(key);
      if (!name) return 'app';
      await user.selectOptions(screen.getByLabelText(`Unit of ${name}`), unit);
    },
    'row.remove': (event: AnyEventObject) => {
      const name = rowName((event as Event<'row.remove'>).key);
      return name ? click(`Remove ${name}`) : Promise.resolve('app' as const);
    },
    'row.check': async (event: AnyEventObject) => {
      const { key, checked } = event as Event<'row.check'>;
      const row = snapshot().context.rows.find((r) => r.key === key);
      const box =
        row && screen.queryByRole('checkbox', { name: new RegExp(`^Checked: ${row.markerName} is`) });
      if (!box || (box as HTMLInputElement).checked === checked) return 'app';
      await user.click(box);
    },
    'row.add': async (event: AnyEventObject) => {
      const { marker } = event as Event<'row.add'>;
      const picker = await screen.findByLabelText('Marker');
      if (!picker.querySelector(`option[value="${marker.abbr}"]`)) return 'app';
      await user.selectOptions(picker, marker.abbr);
      return click('Add marker');
    },
    'date.change': (event: AnyEventObject) => {
      fireEvent.change(screen.getByLabelText('Date of the blood draw'), {
        target: { value: (event as Event<'date.change'>).testedAt },
      });
      return Promise.resolve();
    },
    'review.submit': () => click('Continue'),
    // offered only when nothing could be read
    'review.send': () => click('Send the files to our care team'),
    'country.change': async (event: AnyEventObject) => {
      await user.selectOptions(
        await screen.findByLabelText('Country of the lab'),
        (event as Event<'country.change'>).country,
      );
    },
    'country.back': () => click('Back to the results'),
    'results.confirm': () => click('Confirm results'),
  },
  expectScreen: (s) => {
    expect(location!.history.at(-1)).toBe(UPLOAD_PATHS[stepOf(s)]);
    const { context } = s;
    if (s.matches('choosing')) {
      expect(screen.getByRole('heading', { name: 'Upload your lab report' })).toBeInTheDocument();
      expect(screen.queryAllByRole('button', { name: /^Remove / })).toHaveLength(context.files.length);
      if (context.failure)
        expect(screen.getByTestId('upload-error')).toHaveTextContent(context.failure.message);
      expect(screen.getByRole('button', { name: 'Upload and read' })).toHaveProperty(
        'disabled',
        context.files.length === 0,
      );
    } else if (s.matches({ sending: 'uploading' })) {
      expect(screen.getByRole('progressbar')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeEnabled();
    } else if (s.matches({ sending: 'processing' })) {
      expect(screen.getByRole('status')).toHaveTextContent('Reading your report');
    } else if (s.matches('review') || s.matches('sendingForReview')) {
      expect(screen.getByRole('heading', { name: 'Check what we read' })).toBeInTheDocument();
      expect(screen.queryAllByTestId('review-row')).toHaveLength(context.rows.length);
      for (const [field, message] of Object.entries(context.fieldErrors)) {
        const row = context.rows.find((r) => field.startsWith(`${r.key}.`));
        if (row && field.endsWith('.value'))
          expect(screen.getByLabelText(`Value of ${row.markerName}`)).toHaveAccessibleDescription(message);
        if (field === 'testedAt')
          expect(screen.getByLabelText('Date of the blood draw')).toHaveAccessibleDescription(message);
      }
      // issue 26: each unsure value shows its reason and a tick that mirrors the machine
      for (const row of context.rows.filter((r) => r.reason)) {
        const line = screen
          .getAllByTestId('review-row')
          .find((tr) => tr.getAttribute('data-abbr') === row.markerAbbr)!;
        expect(line).toHaveTextContent(`Check: ${row.reason}`);
        const tick = screen.getByRole('checkbox', { name: new RegExp(`^Checked: ${row.markerName} is`) });
        expect(tick).toHaveProperty('checked', row.checked);
        const problem = context.fieldErrors[`${row.key}.checked`];
        if (problem) expect(tick).toHaveAccessibleDescription(problem);
      }
    } else if (s.matches('country') || s.matches('confirming')) {
      expect(screen.getByRole('heading', { name: 'Where was your blood tested?' })).toBeInTheDocument();
      expect(screen.getByLabelText('Country of the lab')).toHaveValue(context.country);
      expect(
        screen.getByRole('button', { name: s.matches('confirming') ? 'Saving…' : 'Confirm results' }),
      ).toHaveProperty('disabled', !s.can({ type: 'results.confirm' }));
    } else if (s.matches('success')) {
      expect(screen.getByRole('heading', { name: 'Your results are in your account' })).toBeInTheDocument();
    } else {
      expect(screen.getByRole('heading', { name: 'Sent to our care team' })).toBeInTheDocument();
    }
  },
};

describeCoveringUiModel('blood report upload, model-based through the screens (spec 000 §2.3, §2.4)', ui, {
  appOnly: {
    'sending.uploading —upload.progress [isFullySent]→ sending.processing':
      'progress comes from the upload itself',
    'sending.uploading —upload.progress→ (no target)': 'progress comes from the upload itself',
    // the covering paths are chosen on the machine alone: these two run where the screen has no control
    'choosing —files.remove→ (no target)':
      'the chosen path removes from an empty list, where there is no Remove button (removing on screen: ocr-upload.test.tsx)',
    'review —review.send→ sendingForReview':
      'the screen offers “Send the files to our care team” only when nothing could be read; the chosen path read rows',
  },
});
