/**
 * The message catalogue. Messages quoted by the specification are kept verbatim, typos included
 * ("An error occured"): the backend's users know them. `%{product}` is the product name.
 * react-admin's own messages (`ra.*`) are not here: /login shows none of them, and they join with
 * the screens' (./screens/reactAdmin.ts).
 */
const base = {
  app: {
    product: '%{product}',
    staff: '%{product} staff',
    shell: {
      home: 'Back to the dashboard',
      logo: '%{product} home',
      loading: 'Loading',
      notifications: 'Notifications',
      unavailable: 'The server cannot be reached',
      unavailable_hint: 'You are still signed in. Check your connection, then try again.',
      retry: 'Retry',
      framed: 'This page cannot be shown here',
      framed_hint: 'Open %{product} in its own window to continue.',
      embedded_signed_out: 'Your session has ended',
      embedded_signed_out_hint: 'Waiting for the host page to sign you in again.',
    },
    pages: {
      login: 'Login',
    },
    auth: {
      email: 'Email',
      password: 'Password',
      show_password: 'Show password',
      hide_password: 'Hide password',
      sign_in: 'Sign in',
      signing_in: 'Signing in...',
      login_link: 'Login',
      logout: 'Logout',
      signup_link: "Don't have an account? Sign up",
      forgot_password: 'Forgot password?',
      back_to_login: 'Back to login',
      reset_title: 'Reset your password',
      reset_intro: 'Enter the email address of your account and we will send you a link to reset your password.',
      reset_submit: 'Send reset email',
      sending: 'Sending...',
      login_title: 'Sign in to %{product}',
      checking: 'Checking your session...',
    },
    validation: {
      invalid_email: 'Invalid email address',
      login_required: 'Please enter both email and password',
    },
    message: {
      login_failed: 'Invalid details, please try again',
      error_toast: 'An error occured: %{message}',
      /** A server's own words shown as they are (a 404's detail on a download, ...). */
      plain: '%{message}',
    },
    error: {
      /** The dataProvider's message for 401, 403 and 502: a silent logout, never a toast. */
      silent: 'app.error.silent',
      /** A 429 with Retry-After (docs/api.md#statuses). */
      throttled: 'Too many requests: try again in %{seconds} s',
      throttled_unknown: 'Too many requests: try again in a moment',
      /** A 5xx, a timeout or no network on a page that has no other word for it. */
      unavailable: 'The server did not answer. Try again in a moment.',
      /** An id that cannot be one segment of an api/v1 path (`.`, `..`, empty; docs/api.md#conventions). */
      bad_id: '"%{id}" is not a valid id',
    },
  },
};

/**
 * The catalogue of the shell and the sign-in page. Each screen's own messages, and react-admin's,
 * are in `./screens/*.ts` and join it when the signed-in app loads (src/AdminUI.tsx), so that
 * /login's script does not carry them (docs/performance.md).
 */
export const en = base;

export type Messages = typeof base;
