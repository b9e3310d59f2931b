import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TableViewNote } from '../../src/contract/blood';
import { ApiError } from '../../src/web/lib/api';
import { NoteForm } from '../../src/web/features/bloodwork/note-form';
import { expectNoAxeViolations } from './axe';

const note: TableViewNote = {
  id: 9,
  resultId: 3,
  title: 'Fasted',
  comment: '',
  createdAt: '2026-01-01T00:00:00Z',
};

describe('NoteForm', () => {
  it('shows a missing title at the field and does not call the server', async () => {
    const submit = vi.fn();
    render(<NoteForm resultId={3} label="Add a note on 2026-09-15" submit={submit} onAdded={vi.fn()} />);
    await expectNoAxeViolations();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const title = screen.getByRole('textbox', { name: 'Note title' });
    expect(title).toBeInvalid();
    await expectNoAxeViolations();
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Enter a title') as string);
    expect(submit).not.toHaveBeenCalled();
  });

  it("shows the server's field issue at its field", async () => {
    const submit = vi
      .fn()
      .mockRejectedValue(
        new ApiError(
          'http',
          400,
          { error: 'Invalid', issues: [{ path: 'comment', message: 'Too long, say less' }] },
          '/x',
        ),
      );
    render(<NoteForm resultId={3} label="Add a note on 2026-09-15" submit={submit} onAdded={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Note title' }), 'Fasted');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const comment = await screen.findByRole('textbox', { name: 'Comment (optional)' });
    await waitFor(() => expect(comment).toBeInvalid());
    expect(comment).toHaveAccessibleDescription(expect.stringContaining('Too long, say less') as string);
    await expectNoAxeViolations();
    expect(submit).toHaveBeenCalledWith(3, { title: 'Fasted', comment: '' });
  });

  it('adds the note and clears the form', async () => {
    const onAdded = vi.fn();
    render(
      <NoteForm
        resultId={3}
        label="Add a note on 2026-09-15"
        submit={vi.fn().mockResolvedValue(note)}
        onAdded={onAdded}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Note title' }), 'Fasted');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(note));
    expect(screen.getByRole('textbox', { name: 'Note title' })).toHaveValue('');
  });
});
