import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Toaster, { TOAST_MS, toast } from '../../src/web/components/ui/toast';
import { expectNoAxeViolations } from './axe';

describe('toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => toast.remove());
    vi.useRealTimers();
  });

  it('lasts three seconds', () => {
    expect(TOAST_MS).toBe(3000);
  });

  it('shows a message assistive technology can read', async () => {
    vi.useRealTimers(); // axe schedules its own work
    render(<Toaster />);
    act(() => toast.success({ title: 'Saved', description: 'Your settings are saved.' }));
    expect(await screen.findByText('Your settings are saved.')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows a message and removes it after 3 seconds', async () => {
    render(<Toaster />);
    act(() => toast.success({ title: 'Saved', description: 'Your settings are saved.' }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Your settings are saved.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.getByText('Saved')).toBeInTheDocument();

    // 3 s visible, then the exit delay
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('can be dismissed before that', async () => {
    render(<Toaster />);
    act(() => toast.error({ title: 'Could not save' }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText('Could not save')).not.toBeInTheDocument();
  });
});
