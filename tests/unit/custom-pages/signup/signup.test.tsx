import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../src/demo/store';
import { server } from '../../../setup';
import { tokenStorage } from '../../../../src/providers/http';
import { renderApp, signInAs } from '../../helpers';
import { cardDecline } from '../../../../src/components/payment/testCards';

// The simulated card form asks cardDecline once a confirmation: counting its calls counts the charges tried.
vi.mock('../../../../src/components/payment/testCards', async importOriginal => {
  const original = await importOriginal<typeof import('../../../../src/components/payment/testCards')>();
  return { ...original, cardDecline: vi.fn(original.cardDecline) };
});

// The screen and the simulated adapters are lazy chunks: loading them up front keeps each wait short.
beforeAll(async () => {
  await import('../../../../src/custom-pages/signup/SignupPage');
  await import('../../../../src/components/payment/SimulatedCardForm');
  await import('../../../../src/components/payment/SimulatedCaptcha');
});

/** Every api/v1 call the page makes, as "METHOD path". */
const calls: string[] = [];
const bodies: Record<string, unknown>[] = [];
const record = ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname.replace(/^.*\/api\/v1\//, '');
  calls.push(`${request.method} ${path}`);
  if (path.startsWith('dashboard/broker-signup'))
    void request
      .clone()
      .json()
      .then(body => bodies.push(body as Record<string, unknown>));
};
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(cardDecline).mockClear();
  server.events.removeAllListeners();
  calls.length = 0;
  bodies.length = 0;
});
const count = (call: string) => calls.filter(made => made.startsWith(call)).length;

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

interface Account {
  email?: string;
  business?: string;
  abn?: string;
  pkg?: string;
}

const fillAccount = async ({ email = 'new.broker@example.test' }: Account = {}) => {
  await screen.findByRole('heading', { name: 'Signup' });
  type('Email', email);
  type('First name', 'Nina');
  type('Last name', 'Brook');
  type('Password', 'brook-secret');
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByLabelText('Business name');
};

const fillBusiness = async ({ business = 'Brook Home Loans', abn = '', pkg = 'Premium' }: Account = {}) => {
  type('Business name', business);
  type('Contact name', 'Nina Brook');
  type('Contact phone', '0412345678');
  type('ABN', abn);
  type('Billing address', '1 George St, Sydney NSW 2000');
  fireEvent.click(screen.getByRole('radio', { name: pkg }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
  fireEvent.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
};

const openCheckout = async () => {
  const subscribe = screen.getByRole('button', { name: 'Subscribe' });
  await waitFor(() => expect(subscribe).toBeEnabled());
  fireEvent.click(subscribe);
  const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
  await within(dialog).findByText('Total (AUD)');
  return dialog;
};

/** An expiry the form takes whatever the date: December of next year by the clock the form reads. */
const VALID_EXPIRY = `12 / ${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`;

/** Types a card into the checkout and returns its Pay button, once enabled. */
const fillCard = async (dialog: HTMLElement, number = '4242 4242 4242 4242', expiry = VALID_EXPIRY, cvc = '123') => {
  fireEvent.change(await within(dialog).findByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(within(dialog).getByLabelText('Expiry (MM / YY)'), { target: { value: expiry } });
  fireEvent.change(within(dialog).getByLabelText('CVC'), { target: { value: cvc } });
  const button = within(dialog).getByRole('button', { name: /^Pay / });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
};

const pay = async (dialog: HTMLElement, number?: string, expiry?: string, cvc?: string) =>
  fireEvent.click(await fillCard(dialog, number, expiry, cvc));

const signUp = async (account: Account = {}) => {
  await fillAccount(account);
  await fillBusiness(account);
  const dialog = await openCheckout();
  await pay(dialog);
  return dialog;
};

// Whole flows of the app in jsdom (two steps, the dialog, the redirect): 3.2 s at most alone at load 8, under
// the suite's 20 s default.
describe('signup against the demo API', () => {
  it('signs a new broker up, pays once and goes to login with the e-mail filled in', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    server.events.on('request:start', record);
    const { router } = renderApp('/signup');
    await fillAccount();
    await fillBusiness();
    const dialog = await openCheckout();
    // Premium: 199.00 before GST, 19.90 GST, 218.90 in all.
    expect(within(dialog).getByText('$199.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$19.90')).toBeInTheDocument();
    expect(within(dialog).getByText('$218.90')).toBeInTheDocument();
    await pay(dialog);
    expect(await screen.findByText('Signed up successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByLabelText(/Email/)).toHaveValue('new.broker@example.test');
    // Signed up: nothing typed is left to lose, so the redirect does not ask.
    expect(confirm).not.toHaveBeenCalled();
    expect(count('POST stripe/setup-subscription')).toBe(1);
    expect(count('POST dashboard/broker-signup')).toBe(1);
    expect(count('POST dashboard/email/signup-confirmation')).toBe(1);
    expect(count('POST stripe/setup-payment-intent')).toBe(0);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      origin: 'signup',
      email: 'new.broker@example.test',
      business_name: 'Brook Home Loans',
      billing_address: '1 George St, Sydney NSW 2000',
      contact_phone: '0412345678',
      aggregator: '',
    });
    expect(String(bodies[0].payment_id)).toMatch(/^pi_demo_/);
    expect(String(bodies[0].recaptcha_response)).toMatch(/^demo-captcha-/);
    const user = db()
      .users.all()
      .find(row => row.email === 'new.broker@example.test');
    expect(user?.vendor_id).toBeTruthy();
  });

  it('sends an existing account back to step one with the e-mail marked, keeping what was typed', async () => {
    renderApp('/signup');
    await signUp({ email: 'vendor@demo.test' });
    expect(await screen.findByText('User account with this email address already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('vendor@demo.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).toHaveValue('Nina');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the vendor name is taken, and a retry reuses the payment', async () => {
    server.events.on('request:start', record);
    renderApp('/signup');
    await signUp({ business: 'Acme Lending' });
    expect(await screen.findByText('This vendor name has already been occupied')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveValue('Acme Lending');
    expect(screen.getByLabelText('Contact phone')).toHaveValue('0412345678');
    // The payment went through: the package is kept, the captcha is asked again, nothing is charged again.
    expect(screen.getByText(/Your payment has been received/)).toBeInTheDocument();
    type('Business name', 'Brook Home Loans');
    fireEvent.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    const dialog = await openCheckout();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete signup' }));
    expect(await screen.findByText('Signed up successfully')).toBeInTheDocument();
    expect(count('POST stripe/setup-subscription')).toBe(1);
    expect(count('POST dashboard/broker-signup')).toBe(2);
  });

  it('says the ABN is taken', async () => {
    renderApp('/signup');
    await signUp({ abn: '51 824 753 556' });
    expect(await screen.findByText('A vendor with the same ABN already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('ABN')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a declined card, keeps the form and retries on the same subscription', async () => {
    server.events.on('request:start', record);
    renderApp('/signup');
    await fillAccount();
    await fillBusiness();
    const dialog = await openCheckout();
    await pay(dialog, '4000 0000 0000 0002');
    expect(await within(dialog).findByText('Your card was declined.')).toBeInTheDocument();
    await pay(dialog, '4000 0000 0000 9995');
    expect(await within(dialog).findByText('Your card has insufficient funds.')).toBeInTheDocument();
    // Closing and opening again reuses the subscription too.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Business name')).toHaveValue('Brook Home Loans');
    const again = await openCheckout();
    await pay(again);
    expect(await screen.findByText('Signed up successfully')).toBeInTheDocument();
    expect(count('POST stripe/setup-subscription')).toBe(1);
    expect(count('POST stripe/cancel-subscription')).toBe(0);
  });

  it('cancels the unpaid subscription when the package changes', async () => {
    server.events.on('request:start', record);
    renderApp('/signup');
    await fillAccount();
    await fillBusiness();
    let dialog = await openCheckout();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('radio', { name: 'Essential' }));
    dialog = await openCheckout();
    expect(within(dialog).getByText('$108.90')).toBeInTheDocument();
    expect(count('POST stripe/setup-subscription')).toBe(2);
    expect(count('POST stripe/cancel-subscription')).toBe(1);
  });

  it('refuses an expired date and a bad CVC before paying', async () => {
    renderApp('/signup');
    await fillAccount();
    await fillBusiness();
    const dialog = await openCheckout();
    const number = await within(dialog).findByLabelText('Card number');
    fireEvent.change(number, { target: { value: '4242424242424242' } });
    const expiry = within(dialog).getByLabelText('Expiry (MM / YY)');
    fireEvent.change(expiry, { target: { value: '01 / 20' } });
    fireEvent.blur(expiry);
    fireEvent.change(within(dialog).getByLabelText('CVC'), { target: { value: '123' } });
    expect(await within(dialog).findByText("Your card's expiration date is in the past.")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Pay / })).toBeDisabled();
    fireEvent.change(expiry, { target: { value: VALID_EXPIRY } });
    const cvc = within(dialog).getByLabelText('CVC');
    fireEvent.change(cvc, { target: { value: '12' } });
    fireEvent.blur(cvc);
    expect(await within(dialog).findByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Pay / })).toBeDisabled();
  });

  it('keeps everything when the server fails in the middle of signup', async () => {
    server.use(
      http.post('*/api/v1/dashboard/broker-signup', () =>
        HttpResponse.json({ detail: 'Server exploded' }, { status: 500 }),
      ),
    );
    renderApp('/signup');
    await signUp();
    expect(await screen.findByText('The server did not answer. Try again in a moment.')).toBeInTheDocument();
    expect(screen.getByLabelText('Business name')).toHaveValue('Brook Home Loans');
    // The checkout dialog closes with a transition, the form hidden from the accessibility tree
    // until it ends (seen under load in a fresh-clone run).
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });

  it('reuses the payment after a reload that followed a failed signup post: one subscription, one charge', async () => {
    server.use(
      http.post(
        '*/api/v1/dashboard/broker-signup',
        () => HttpResponse.json({ detail: 'Server exploded' }, { status: 500 }),
        { once: true },
      ),
    );
    server.events.on('request:start', record);
    const before = renderApp('/signup');
    await signUp();
    expect(await screen.findByText('The server did not answer. Try again in a moment.')).toBeInTheDocument();
    // The reload (past the leave prompt): a new page in the same tab, nothing typed left.
    before.unmount();
    renderApp('/signup?pkg=essential');
    await fillAccount();
    // The package paid for, not the address's, and locked.
    expect(screen.getByRole('radio', { name: 'Premium' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Essential' })).toBeDisabled();
    expect(screen.getByText(/Your payment has been received/)).toBeInTheDocument();
    await fillBusiness();
    const dialog = await openCheckout();
    expect(within(dialog).getByText('$218.90')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Card number')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete signup' }));
    expect(await screen.findByText('Signed up successfully')).toBeInTheDocument();
    expect(count('POST stripe/setup-subscription')).toBe(1);
    expect(count('POST stripe/cancel-subscription')).toBe(0);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1].payment_id).toBe(bodies[0].payment_id);
    // Signed up: nothing is kept for a later signup in this tab.
    expect(window.sessionStorage.getItem('signup.subscription')).toBeNull();
  });

  it('confirms one payment on a double click of Pay', async () => {
    server.events.on('request:start', record);
    renderApp('/signup');
    await fillAccount();
    await fillBusiness();
    const dialog = await openCheckout();
    const button = await fillCard(dialog);
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(await screen.findByText('Signed up successfully')).toBeInTheDocument();
    expect(cardDecline).toHaveBeenCalledTimes(1);
    expect(count('POST dashboard/broker-signup')).toBe(1);
  });

  it('disables Pay and says why when the captcha expires while the checkout is open', async () => {
    server.events.on('request:start', record);
    renderApp('/signup');
    await fillAccount();
    await fillBusiness();
    const dialog = await openCheckout();
    const button = await fillCard(dialog);
    // The captcha behind the dialog runs out (the real one after two minutes).
    fireEvent.click(screen.getByRole('button', { name: 'Let the check expire', hidden: true }));
    expect(await within(dialog).findByText('The check has expired: please tick it again.')).toBeInTheDocument();
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(cardDecline).not.toHaveBeenCalled();
    // Cancel, tick it again, Subscribe: the same subscription, then one payment.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    await pay(await openCheckout());
    expect(await screen.findByText('Signed up successfully')).toBeInTheDocument();
    expect(cardDecline).toHaveBeenCalledTimes(1);
    expect(count('POST stripe/setup-subscription')).toBe(1);
    expect(count('POST dashboard/broker-signup')).toBe(1);
  });

  it('shows a failed subscription setup with a retry', async () => {
    server.use(
      http.post(
        '*/api/v1/stripe/setup-subscription',
        () => HttpResponse.json({ detail: 'Stripe is down' }, { status: 500 }),
        { once: true },
      ),
    );
    renderApp('/signup');
    await fillAccount();
    await fillBusiness();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(await within(dialog).findByText('The server did not answer. Try again in a moment.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Total (AUD)')).toBeInTheDocument();
  });

  it('sets up one subscription on a double click of Subscribe', async () => {
    server.events.on('request:start', record);
    renderApp('/signup');
    await fillAccount();
    await fillBusiness();
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    await waitFor(() => expect(subscribe).toBeEnabled());
    await act(async () => {
      fireEvent.click(subscribe);
      fireEvent.click(subscribe);
    });
    await within(await screen.findByRole('dialog', { name: 'Checkout' })).findByText('Total (AUD)');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(count('POST stripe/setup-subscription')).toBe(1);
  });

  it('keeps Subscribe disabled until the terms are agreed and the captcha is solved, and again once it expires', async () => {
    renderApp('/signup');
    await fillAccount();
    type('Business name', 'Brook Home Loans');
    type('Contact name', 'Nina Brook');
    type('Contact phone', '0412345678');
    fireEvent.click(screen.getByRole('radio', { name: 'Premium' }));
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    expect(subscribe).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    expect(subscribe).toBeDisabled();
    fireEvent.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    await waitFor(() => expect(subscribe).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Let the check expire' }));
    expect(await screen.findByText('The check has expired: please tick it again.')).toBeInTheDocument();
    expect(subscribe).toBeDisabled();
  });

  it('asks for the captcha again after going back a step, keeping what was typed', async () => {
    renderApp('/signup');
    await fillAccount();
    await fillBusiness();
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    await waitFor(() => expect(subscribe).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('new.broker@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Business name')).toHaveValue('Brook Home Loans');
    expect(screen.getByRole('radio', { name: 'Premium' })).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
  });

  it('shows the step messages on Next', async () => {
    renderApp('/signup');
    await screen.findByRole('heading', { name: 'Signup' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please ensure all fields are completed')).toBeInTheDocument();
    type('Email', 'x@y');
    type('First name', 'n'.repeat(120));
    type('Last name', 'Brook');
    type('Password', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('All fields should be less than 100 characters')).toBeInTheDocument();
    expect(screen.getByText('This field should be less than 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Your password should not be less than 6 characters')).toBeInTheDocument();
    expect(screen.queryByLabelText('Business name')).not.toBeInTheDocument();
  });

  it('asks for a package on Subscribe', async () => {
    renderApp('/signup');
    await fillAccount();
    type('Business name', 'Brook Home Loans');
    type('Contact name', 'Nina Brook');
    type('Contact phone', '0412345678');
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    await waitFor(() => expect(subscribe).toBeEnabled());
    fireEvent.click(subscribe);
    expect(await screen.findByText('Please select a package')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('preselects the package and code from the query, and switches Platinum and Aggregator with the code', async () => {
    server.events.on('request:start', record);
    renderApp('/signup?pkg=platinum&promo=afg');
    await fillAccount();
    expect(screen.getByLabelText('Promo code')).toHaveValue('afg');
    expect(screen.getByText('This aggregator code discounts the Platinum Package by 30%')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Aggregator' })).toBeChecked());
    type('Promo code', 'SPRING');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Platinum' })).toBeChecked());
    expect(screen.queryByText('This aggregator code discounts the Platinum Package by 30%')).not.toBeInTheDocument();
    type('Promo code', 'Connective');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Aggregator' })).toBeChecked());
    await fillBusiness({ pkg: 'Aggregator' });
    const dialog = await openCheckout();
    // The Aggregator package: Platinum (399.00) less 30%, plus GST.
    expect(within(dialog).getByText('$279.30')).toBeInTheDocument();
    await pay(dialog);
    expect(await screen.findByText('Signed up successfully')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ aggregator: 'CONNECTIVE', promo_code: '' });
  });

  it('is reached from the login page and goes back to it', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    const { router } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: /Sign up/ }));
    await user.click(await screen.findByRole('link', { name: 'Already have an account? Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Nothing typed: nothing to ask about.
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before leaving with typed values on either step, and keeps them when the user stays', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { router } = renderApp('/signup');
    await fillAccount();
    // Next was a successful submit: the form is still unsaved.
    type('Business name', 'Brook Home Loans');
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByLabelText('Business name')).toHaveValue('Brook Home Loans');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('new.broker@example.test');

    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);

    confirm.mockReturnValue(true);
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});

// Issue 24: a public page reports every failure truly and never ends a session (docs/screens/signup.md#refusals).
describe('signup calls that fail as a real server fails', () => {
  const UNAVAILABLE = 'The server did not answer. Try again in a moment.';
  const CSRF = { detail: 'CSRF Failed: CSRF token missing or incorrect.' };
  const html = (status: number, text: string) => () =>
    new HttpResponse(`<html><body><h1>${text}</h1></body></html>`, {
      status,
      headers: { 'Content-Type': 'text/html' },
    });
  const keptPayment = () =>
    JSON.parse(window.sessionStorage.getItem('signup.subscription') ?? 'null') as { paymentId?: string } | null;

  it.each([
    ['a 403 CSRF refusal', () => HttpResponse.json(CSRF, { status: 403 }), `An error occured: ${CSRF.detail}`],
    ['a 502 with an HTML body', html(502, '502 Bad Gateway'), UNAVAILABLE],
    ['a 500 with an HTML body', html(500, 'Server Error (500)'), UNAVAILABLE],
    ['a 401 without a body', () => new HttpResponse(null, { status: 401 }), UNAVAILABLE],
    [
      'a 429 with Retry-After: 7',
      () => HttpResponse.json({ detail: 'Request was throttled.' }, { status: 429, headers: { 'Retry-After': '7' } }),
      'Too many requests: try again in 7 s',
    ],
    ['no network', () => HttpResponse.error(), UNAVAILABLE],
  ])(
    'after paying, %s of broker-signup is told, keeps the payment and everything typed, and the retry charges nothing',
    async (_, respond, shown) => {
      server.use(http.post('*/api/v1/dashboard/broker-signup', respond, { once: true }));
      server.events.on('request:start', record);
      const { router } = renderApp('/signup');
      await signUp();
      expect(await screen.findByText(shown)).toBeInTheDocument();
      expect(screen.queryByText('Signed up successfully')).not.toBeInTheDocument();
      expect(count('POST dashboard/email/signup-confirmation')).toBe(0);
      expect(router.state.location.pathname).toBe('/signup');
      expect(keptPayment()?.paymentId).toMatch(/^pi_demo_/);
      expect(screen.getByLabelText('Business name')).toHaveValue('Brook Home Loans');
      expect(screen.getByLabelText('Contact phone')).toHaveValue('0412345678');
      expect(screen.getByText(/Your payment has been received/)).toBeInTheDocument();
      // The retry: a new captcha, Complete signup, the same payment.
      fireEvent.click(await screen.findByRole('checkbox', { name: "I'm not a robot" }));
      const dialog = await openCheckout();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Complete signup' }));
      expect(await screen.findByText('Signed up successfully')).toBeInTheDocument();
      expect(count('POST stripe/setup-subscription')).toBe(1);
      expect(cardDecline).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(bodies).toHaveLength(2));
      expect(bodies[1].payment_id).toBe(bodies[0].payment_id);
      // Two signup flows, the second after a failure: twice the single flow's time.
    },
    45_000,
  );

  it('does not sign out a signed-in user without a vendor whose signup meets a 403', async () => {
    const token = await signInAs('nobody');
    server.use(http.post('*/api/v1/dashboard/broker-signup', () => HttpResponse.json(CSRF, { status: 403 })));
    const { router } = renderApp('/signup');
    await signUp({ email: 'nobody@demo.test' });
    expect(await screen.findByText(`An error occured: ${CSRF.detail}`)).toBeInTheDocument();
    expect(screen.queryByText('Signed up successfully')).not.toBeInTheDocument();
    expect(tokenStorage.get()).toBe(token);
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByLabelText('Business name')).toHaveValue('Brook Home Loans');
  });

  it.each([
    ['a 403 CSRF refusal', () => HttpResponse.json(CSRF, { status: 403 }), `An error occured: ${CSRF.detail}`],
    ['a 502 with an HTML body', html(502, '502 Bad Gateway'), UNAVAILABLE],
  ])(
    'shows %s of the subscription setup in the checkout with Retry, and ends no session',
    async (_, respond, shown) => {
      const token = await signInAs('nobody');
      server.use(http.post('*/api/v1/stripe/setup-subscription', respond, { once: true }));
      const { router } = renderApp('/signup');
      await fillAccount();
      await fillBusiness();
      const subscribe = screen.getByRole('button', { name: 'Subscribe' });
      await waitFor(() => expect(subscribe).toBeEnabled());
      fireEvent.click(subscribe);
      const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
      expect(await within(dialog).findByText(shown)).toBeInTheDocument();
      expect(within(dialog).queryByText('Total (AUD)')).not.toBeInTheDocument();
      expect(tokenStorage.get()).toBe(token);
      expect(router.state.location.pathname).toBe('/signup');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
      expect(await within(dialog).findByText('$218.90')).toBeInTheDocument();
    },
  );

  it.each([
    ['a 403 CSRF refusal', () => HttpResponse.json(CSRF, { status: 403 }), `An error occured: ${CSRF.detail}`],
    ['a 502 with an HTML body', html(502, '502 Bad Gateway'), UNAVAILABLE],
  ])(
    'shows %s of the cancel of an unpaid subscription with Retry, setting up no second one',
    async (_, respond, shown) => {
      server.use(http.post('*/api/v1/stripe/cancel-subscription/:id', respond, { once: true }));
      server.events.on('request:start', record);
      renderApp('/signup');
      await fillAccount();
      await fillBusiness();
      let dialog = await openCheckout();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      fireEvent.click(screen.getByRole('radio', { name: 'Essential' }));
      fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
      dialog = await screen.findByRole('dialog', { name: 'Checkout' });
      expect(await within(dialog).findByText(shown)).toBeInTheDocument();
      expect(count('POST stripe/setup-subscription')).toBe(1);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
      expect(await within(dialog).findByText('$108.90')).toBeInTheDocument();
      expect(count('POST stripe/setup-subscription')).toBe(2);
    },
  );

  it.each([
    ['a 403', () => HttpResponse.json(CSRF, { status: 403 })],
    ['a 502', html(502, '502 Bad Gateway')],
  ])('keeps the signup when the confirmation e-mail meets %s, and ends no session', async (_, respond) => {
    const token = await signInAs('nobody');
    server.use(http.post('*/api/v1/dashboard/email/signup-confirmation', respond));
    const { router } = renderApp('/signup');
    await signUp();
    expect(await screen.findByText('Signed up successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(tokenStorage.get()).toBe(token);
    expect(keptPayment()).toBeNull();
  });
});
