/**
 * Reads the current time in epoch milliseconds. Machines that keep deadlines take one in their
 * input — `Date.now` in the app, `() => clock.now()` of a `SimulatedClock` in tests — so one clock
 * drives both their timers and their "now".
 */
export type Now = () => number;
