import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DrawGuide } from '../../src/contract/draw-guide';
import type { PurchaseHistoryResponse, Test, TestPart } from '../../src/contract/orders';
import { mbdTimeProblem } from '../../src/domain/orders';
import { ApiError } from '../../src/web/lib/api';
import { activatedTest, homeKitTest, labTest, orderTest } from '../machines/test-activation.fixtures';
import { expectNoAxeViolations } from './axe';

const api = vi.hoisted(() => ({
  purchaseHistory: vi.fn(),
  testParts: vi.fn(),
  combine: vi.fn(),
  decombine: vi.fn(),
  activatePart: vi.fn(),
  activateTest: vi.fn(),
  activateMbd: vi.fn(),
  validatePhone: vi.fn(),
  validateAddress: vi.fn(),
  transfer: vi.fn(),
  receipt: vi.fn(),
  accountAddress: vi.fn(),
  drawGuide: vi.fn(),
}));
const validateContact = vi.hoisted(() => vi.fn());
const saveBlob = vi.hoisted(() => vi.fn());
vi.mock('../../src/web/features/orders/orders-api', () => ({ ordersApi: api, validateContact }));
vi.mock('../../src/web/lib/save-blob', () => ({ saveBlob }));

const { default: OrdersPage } = await import('../../src/web/features/orders/orders-page');
const { default: PurchaseHistoryPage } = await import('../../src/web/features/orders/purchase-history-page');

const history = (overrides: Partial<PurchaseHistoryResponse> = {}): PurchaseHistoryResponse => ({
  availableTests: [],
  activatedTest: null,
  previousTests: [],
  transferredTests: [],
  diyOrderInfo: [],
  ...overrides,
});

const fieldError = (error: string, issues: Array<{ path: string; message: string }>) =>
  new ApiError('http', 400, { error, issues }, '/api');

/** GET tests/{id}/draw-guide (issue 23.5): one site near Boston, a mobile draw available. */
const guide = (testId: number): DrawGuide => ({
  testId,
  origin: { zip: '02110', city: 'Boston', state: 'MA' },
  sites: [
    {
      id: 9,
      name: 'Partner Lab Longwood',
      line1: '300 Longwood Avenue',
      city: 'Boston',
      state: 'MA',
      zip: '02115',
      hours: 'Mon–Fri 7 am–3 pm',
      distanceMiles: 2.4,
    },
  ],
  bring: ['A photo ID'],
  preparation: { fastingHours: 12, advice: ['Fast for 12 hours before the draw.'] },
  mobileDraw: { available: true, bookedFor: null, earliestAt: '2026-11-23T12:00:00.000Z' },
});

beforeEach(() => {
  vi.clearAllMocks();
  api.testParts.mockResolvedValue([]);
  api.accountAddress.mockResolvedValue({ address: null });
  api.drawGuide.mockImplementation((testId: number) => Promise.resolve(guide(testId)));
});

describe('Orders page (spec 000 §2.4, §4)', () => {
  it('shows the activated test and each available test with its package picture', async () => {
    api.purchaseHistory.mockResolvedValue(
      history({ activatedTest: activatedTest(), availableTests: [homeKitTest, labTest] }),
    );
    render(<OrdersPage />);
    const activated = await screen.findByRole('region', { name: 'Activated test' });
    expect(within(activated).getByTestId('booked-draw')).toHaveTextContent('can still be moved');
    const kit = screen.getByRole('article', { name: 'Home Kit' });
    expect(kit.querySelector('img')).toHaveAttribute('src', '/images/packages/home-kit.svg');
    expect(within(kit).getByText('Home kit')).toBeInTheDocument();
    const essentials = screen.getByTestId(`test-${labTest.id}`);
    expect(essentials.querySelector('img')).toHaveAttribute('src', '/images/packages/default.svg');
    expect(within(essentials).getByText('Needs a mobile draw')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('activates a home kit: confirm, activated, and the lists reload', async () => {
    const user = userEvent.setup();
    const activated: Test = { ...homeKitTest, isActivated: true, activatedAt: '2026-11-23T10:00:00.000Z' };
    api.purchaseHistory
      .mockResolvedValueOnce(history({ availableTests: [homeKitTest] }))
      .mockResolvedValue(history({ activatedTest: activated }));
    api.activateTest.mockResolvedValue({ activatedTest: activated, previousActivatedTest: null });
    render(<OrdersPage />);
    await user.click(await screen.findByRole('button', { name: /Use this test: Home Kit/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Activate Home Kit?' });
    expect(confirm).toHaveTextContent('home with the kit');
    // the page behind is aria-hidden while the dialog is open: the dialog is what can be reached
    await expectNoAxeViolations(confirm);
    await user.click(within(confirm).getByRole('button', { name: 'Activate Home Kit' }));
    const done = await screen.findByRole('dialog', { name: 'Home Kit is activated' });
    expect(api.activateTest).toHaveBeenCalledWith(homeKitTest.id, expect.anything());
    await waitFor(() => expect(api.purchaseHistory).toHaveBeenCalledTimes(2));
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Activated test' })).toHaveTextContent('Home Kit');
    expect(screen.getByText('You have no unused tests.')).toBeInTheDocument();
  });

  it('keeps a failed activation in the dialog and retries', async () => {
    const user = userEvent.setup();
    api.purchaseHistory.mockResolvedValue(history({ availableTests: [homeKitTest] }));
    api.activateTest
      .mockRejectedValueOnce(new ApiError('network', 0, { error: 'We could not reach the server.' }, '/x'))
      .mockResolvedValue({
        activatedTest: { ...homeKitTest, isActivated: true },
        previousActivatedTest: null,
      });
    render(<OrdersPage />);
    await user.click(await screen.findByRole('button', { name: /Use this test/ }));
    await user.click(await screen.findByRole('button', { name: 'Activate Home Kit' }));
    const failed = await screen.findByRole('dialog', { name: 'We couldn’t activate Home Kit' });
    expect(within(failed).getByRole('alert')).toHaveTextContent('We could not reach the server.');
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Home Kit is activated' })).toBeInTheDocument();
  });

  it('switching to a test that needs a draw: MBD_REQUIRED, then the draw form with field errors', async () => {
    const user = userEvent.setup();
    const from = activatedTest();
    api.purchaseHistory.mockResolvedValue(history({ activatedTest: from, availableTests: [labTest] }));
    validateContact
      .mockRejectedValueOnce(
        fieldError('Please check the highlighted fields.', [
          { path: 'phone', message: 'Enter a phone number, e.g. +1 415 555 0100' },
          { path: 'address.zip', message: 'Enter a 5-digit ZIP code' },
        ]),
      )
      .mockImplementation((input: unknown) => Promise.resolve(input));
    const booked: Test = {
      ...labTest,
      isActivated: true,
      hasMbd: true,
      mbdScheduledAt: '2026-12-20T15:00:00.000Z',
    };
    api.activateMbd.mockResolvedValue({ test: booked });
    render(<OrdersPage />);
    await user.click(await screen.findByRole('button', { name: /Use this test/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Activate Essentials?' });
    expect(confirm).toHaveTextContent(
      /puts Essentials back with your available tests, so you can use it later, and cancels its blood draw booked for/,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Activate Essentials' }));
    const required = await screen.findByRole('dialog', { name: 'Essentials needs a mobile blood draw' });
    await user.click(within(required).getByRole('button', { name: 'Book the draw' }));
    const form = await screen.findByRole('dialog', { name: 'Book your blood draw' });
    await expectNoAxeViolations(form);

    // no time chosen: said at the field, nothing sent
    await user.click(within(form).getByRole('button', { name: 'Book the draw' }));
    expect(within(form).getByLabelText(/Date and time/)).toHaveAccessibleDescription(
      'Choose a date and time',
    );
    expect(validateContact).not.toHaveBeenCalled();

    // too soon: the server's own words for the booking window (domain/orders mbdTimeProblem)
    const localOf = (ms: number) =>
      new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await user.type(within(form).getByLabelText(/Date and time/), localOf(Date.now() + 2 * 3_600_000));
    await user.click(within(form).getByRole('button', { name: 'Book the draw' }));
    expect(within(form).getByLabelText(/Date and time/)).toHaveAccessibleDescription(
      mbdTimeProblem(new Date(Date.now() + 2 * 3_600_000), new Date())!,
    );
    expect(validateContact).not.toHaveBeenCalled();
    await user.clear(within(form).getByLabelText(/Date and time/));

    const when = new Date(Date.now() + 3 * 24 * 3_600_000);
    const local = localOf(when.getTime());
    await user.type(within(form).getByLabelText(/Date and time/), local);
    await user.type(within(form).getByLabelText(/Phone/), '12');
    await user.type(within(form).getByLabelText(/Street address/), '1 Main St');
    await user.type(within(form).getByLabelText(/City/), 'Boston');
    await user.type(within(form).getByLabelText(/State/), 'MA');
    await user.type(within(form).getByLabelText(/ZIP/), '0211');
    await user.click(within(form).getByRole('button', { name: 'Book the draw' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/Phone/)).toHaveAccessibleDescription(
        'Enter a phone number, e.g. +1 415 555 0100',
      ),
    );
    expect(within(form).getByLabelText(/ZIP/)).toHaveAccessibleDescription('Enter a 5-digit ZIP code');
    // what was typed is still there
    expect(within(form).getByLabelText(/Street address/)).toHaveValue('1 Main St');
    expect(api.activateMbd).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText(/Phone/));
    await user.type(within(form).getByLabelText(/Phone/), '+1 415 555 0100');
    await user.type(within(form).getByLabelText(/ZIP/), '0');
    await user.click(within(form).getByRole('button', { name: 'Book the draw' }));
    const done = await screen.findByRole('dialog', { name: 'Essentials is activated' });
    expect(done).toHaveTextContent('Your blood draw is booked for');
    expect(api.activateMbd).toHaveBeenCalledWith(
      {
        testId: labTest.id,
        scheduledAt: new Date(local).toISOString(),
        phone: '+1 415 555 0100',
        address: { line1: '1 Main St', city: 'Boston', state: 'MA', zip: '02110', country: 'US' },
      },
      expect.anything(),
    );
    expect(api.activateTest).not.toHaveBeenCalled();
  });

  it('a lab test once activated shows the nearest draw sites and preparation, and books a home draw (issue 23.5)', async () => {
    const user = userEvent.setup();
    const walkIn = orderTest({ id: 301, title: 'Essentials' });
    api.purchaseHistory.mockResolvedValue(history({ availableTests: [walkIn] }));
    api.activateTest.mockResolvedValue({
      activatedTest: { ...walkIn, isActivated: true },
      previousActivatedTest: null,
    });
    render(<OrdersPage />);
    await user.click(await screen.findByRole('button', { name: /^Use this test: Essentials,/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Activate Essentials?' })).getByRole('button', {
        name: 'Activate Essentials',
      }),
    );
    const done = await screen.findByRole('dialog', { name: 'Essentials is activated' });
    const sites = await within(done).findByRole('region', { name: 'Draw sites near Boston' });
    expect(within(sites).getByRole('listitem')).toHaveTextContent('Partner Lab Longwood');
    expect(within(sites).getByRole('listitem')).toHaveTextContent('2.4 mi away');
    expect(within(done).getByRole('region', { name: 'Before the draw' })).toHaveTextContent(
      'Fast for 12 hours',
    );
    expect(within(done).getByRole('region', { name: 'What to bring' })).toHaveTextContent('A photo ID');
    expect(api.drawGuide).toHaveBeenCalledWith(301, expect.anything());
    await expectNoAxeViolations(done);
    await user.click(within(done).getByRole('button', { name: 'Book a home draw' }));
    expect(await screen.findByRole('dialog', { name: 'Book your blood draw' })).toBeInTheDocument();
  });

  it('the draw form starts from the account’s US address, and the customer may change it', async () => {
    const user = userEvent.setup();
    api.purchaseHistory.mockResolvedValue(
      history({ activatedTest: activatedTest(), availableTests: [labTest] }),
    );
    api.accountAddress.mockResolvedValue({
      address: {
        country: 'US',
        line1: '200 Park Avenue South',
        line2: 'Suite 4',
        city: 'New York',
        state: 'NY',
        stateName: 'New York',
        postalCode: '10003',
        updatedAt: '2026-01-02T00:00:00.000Z',
      },
    });
    render(<OrdersPage />);
    await user.click(await screen.findByRole('button', { name: /Use this test/ }));
    await user.click(await screen.findByRole('button', { name: 'Activate Essentials' }));
    await user.click(await screen.findByRole('button', { name: 'Book the draw' }));
    const form = await screen.findByRole('dialog', { name: 'Book your blood draw' });
    await waitFor(() =>
      expect(within(form).getByLabelText(/Street address/)).toHaveValue('200 Park Avenue South'),
    );
    expect(within(form).getByLabelText(/Apartment/)).toHaveValue('Suite 4');
    expect(within(form).getByLabelText(/City/)).toHaveValue('New York');
    expect(within(form).getByLabelText(/State/)).toHaveValue('NY');
    expect(within(form).getByLabelText(/ZIP/)).toHaveValue('10003');
    expect(within(form).getByLabelText(/Phone/)).toHaveValue('');
  });

  it('EXPIRE: says the booked draw can no longer be moved, and only closes', async () => {
    const user = userEvent.setup();
    api.purchaseHistory.mockResolvedValue(
      history({
        activatedTest: activatedTest({ isRescheduleAvailable: false }),
        availableTests: [homeKitTest],
      }),
    );
    render(<OrdersPage />);
    await user.click(await screen.findByRole('button', { name: /Use this test/ }));
    const expire = await screen.findByRole('dialog', { name: 'You can’t switch tests right now' });
    expect(expire).toHaveTextContent('less than 24 hours away');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.activateTest).not.toHaveBeenCalled();
  });

  it('PREGNANCY and the draw popup come before activating (Ultimate)', async () => {
    const user = userEvent.setup();
    const ultimate = orderTest({ id: 7, packageId: 59, title: 'Ultimate', notifyAboutPregnancy: true });
    api.purchaseHistory.mockResolvedValue(history({ availableTests: [ultimate] }));
    api.activateTest.mockResolvedValue({
      activatedTest: { ...ultimate, isActivated: true },
      previousActivatedTest: null,
    });
    render(<OrdersPage />);
    await user.click(await screen.findByRole('button', { name: /Use this test/ }));
    await user.click(await screen.findByRole('button', { name: 'Activate Ultimate' }));
    await user.click(await screen.findByRole('button', { name: 'I understand, continue' }));
    const popup = await screen.findByRole('dialog', { name: 'Skip the trip to the lab' });
    await user.click(within(popup).getByRole('button', { name: 'I’ll visit a lab' }));
    expect(await screen.findByRole('dialog', { name: 'Ultimate is activated' })).toHaveTextContent(
      'at a lab',
    );
  });

  it('says so when there is nothing to use, and offers a retry when loading fails', async () => {
    const user = userEvent.setup();
    api.purchaseHistory
      .mockRejectedValueOnce(new ApiError('http', 502, { error: 'Bad gateway' }, '/x'))
      .mockResolvedValue(history());
    render(<OrdersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your tests: Bad gateway');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no unused tests.')).toBeInTheDocument();
    expect(screen.getByText(/No test is activated/)).toBeInTheDocument();
  });
});

describe('Purchase history (spec 000 §7.4)', () => {
  const previous = orderTest({
    id: 201,
    orderId: 21,
    resultReceived: true,
    activatedAt: '2026-05-01T00:00:00.000Z',
  });
  const full = history({
    availableTests: [homeKitTest],
    previousTests: [previous],
    transferredTests: [
      {
        ...orderTest({ id: 301, orderId: 31 }),
        transferredAt: '2026-09-01T00:00:00.000Z',
        recipientName: 'Sam Lee',
        recipientEmail: 'sam@example.test',
      },
    ],
    diyOrderInfo: [
      {
        orderId: 41,
        packageId: 10,
        title: 'Blood results upload',
        purchasedAt: '2026-08-01T00:00:00.000Z',
        uploadsAllowed: 3,
        uploadsUsed: 1,
        includesInnerAge: true,
      },
    ],
  });

  it('lists every kind of test with receipts, and downloads one', async () => {
    const user = userEvent.setup();
    api.purchaseHistory.mockResolvedValue(full);
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    api.receipt.mockResolvedValue(pdf);
    render(<PurchaseHistoryPage />);
    const prev = await screen.findByRole('region', { name: 'Previous tests' });
    expect(prev).toHaveTextContent('Essentials');
    expect(screen.getByTestId('transferred-to')).toHaveTextContent('Given to Sam Lee (sam@example.test)');
    expect(screen.getByRole('region', { name: 'Blood result uploads' })).toHaveTextContent(
      '1 of 3 uploads used · 2 left · includes InnerAge',
    );
    await expectNoAxeViolations();
    await user.click(within(prev).getByRole('button', { name: 'Receipt (PDF) of order 21' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(pdf, 'healthspan-receipt-21.pdf'));
  });

  it('a test given to a customer since erased names no address', async () => {
    api.purchaseHistory.mockResolvedValue({
      ...full,
      transferredTests: full.transferredTests.map((t) => ({
        ...t,
        recipientName: 'a former customer',
        recipientEmail: '',
      })),
    });
    render(<PurchaseHistoryPage />);
    const line = await screen.findByTestId('transferred-to');
    expect(line).toHaveTextContent(/^Given to a former customer on /);
    expect(line.textContent).not.toContain('(');
  });

  it('says so when nothing was bought, and offers a retry when loading fails', async () => {
    const user = userEvent.setup();
    api.purchaseHistory
      .mockRejectedValueOnce(new ApiError('network', 0, { error: 'We could not reach the server.' }, '/x'))
      .mockResolvedValue(history());
    api.testParts.mockRejectedValue(new ApiError('http', 502, { error: 'Bad gateway' }, '/x'));
    render(<PurchaseHistoryPage />);
    expect(await screen.findByText(/We could not load your purchase history/)).toBeInTheDocument();
    expect(await screen.findByText('We could not load your test parts: Bad gateway')).toBeInTheDocument();
    const [historyRetry] = screen.getAllByRole('button', { name: 'Try again' });
    await user.click(historyRetry!);
    expect(await screen.findByText('You have not bought any tests yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order a test' })).toHaveAttribute(
      'href',
      expect.stringContaining('/customer/store/redirect-me-on-'),
    );
  });

  it('gives a test away: a field error first, then success', async () => {
    const user = userEvent.setup();
    api.purchaseHistory.mockResolvedValueOnce(full).mockResolvedValue({ ...full, availableTests: [] });
    api.transfer
      .mockRejectedValueOnce(
        fieldError('Invalid body', [{ path: 'email', message: 'Enter an e-mail address' }]),
      )
      .mockResolvedValue({
        transferredTest: {
          ...homeKitTest,
          transferredAt: '2026-11-23T00:00:00.000Z',
          recipientName: 'Kim Park',
          recipientEmail: 'kim@example.test',
        },
      });
    render(<PurchaseHistoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Give to someone: Home Kit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give Home Kit to someone' });
    await user.type(within(dialog).getByLabelText('First name'), 'Kim');
    await user.type(within(dialog).getByLabelText('Last name'), 'Park');
    await user.type(within(dialog).getByLabelText('E-mail'), 'kim@');
    await user.click(within(dialog).getByRole('button', { name: 'Give the test' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('E-mail')).toHaveAccessibleDescription('Enter an e-mail address'),
    );
    await user.type(within(dialog).getByLabelText('E-mail'), 'example.test');
    await user.click(within(dialog).getByRole('button', { name: 'Give the test' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.transfer).toHaveBeenLastCalledWith({
      testId: homeKitTest.id,
      firstName: 'Kim',
      lastName: 'Park',
      email: 'kim@example.test',
    });
    await waitFor(() => expect(screen.getByText('No unused tests.')).toBeInTheDocument());
  });

  it('combines two pending parts, publishes one alone, and separates a combined result', async () => {
    const user = userEvent.setup();
    api.purchaseHistory.mockResolvedValue(full);
    const part = (id: number, combinedResultId: number | null, markers: string[]): TestPart => ({
      id,
      testId: null,
      testedAt: '2026-10-10',
      source: 'Quest',
      markerAbbrs: markers,
      combinedResultId,
    });
    api.testParts.mockResolvedValue([
      part(1, null, ['LDL', 'HDL']),
      part(2, null, ['Ferritin']),
      part(3, 9, ['ALT']),
      part(4, 9, ['AST']),
    ]);
    api.combine.mockResolvedValue({ resultId: 10 });
    api.decombine.mockResolvedValue({ testPartIds: [3, 4] });
    api.activatePart.mockResolvedValue({ resultId: 11 });
    render(<PurchaseHistoryPage />);
    const section = await screen.findByRole('region', { name: 'Test parts' });
    await waitFor(() => expect(within(section).getAllByRole('checkbox')).toHaveLength(2));
    const combine = within(section).getByRole('button', { name: /Combine/ });
    expect(combine).toBeDisabled();
    await user.click(within(section).getByRole('checkbox', { name: /LDL, HDL/ }));
    expect(combine).toBeDisabled();
    await user.click(within(section).getByRole('checkbox', { name: /Ferritin/ }));
    await user.click(within(section).getByRole('button', { name: 'Combine 2 selected parts' }));
    await waitFor(() => expect(api.combine).toHaveBeenCalledWith([1, 2]));
    await user.click(within(section).getByRole('button', { name: /Use on its own: .*Ferritin/ }));
    await waitFor(() => expect(api.activatePart).toHaveBeenCalledWith(2));
    await user.click(within(section).getByRole('button', { name: 'Separate the parts again' }));
    await waitFor(() => expect(api.decombine).toHaveBeenCalledWith(9));
  });
});
