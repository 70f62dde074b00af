/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DEMO?: string;
  readonly VITE_API_URL?: string;
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_BASE_FALLBACK?: string;
  readonly VITE_EMBED_ORIGINS?: string;
  readonly VITE_API_DOCS_URL?: string;
  readonly VITE_DEVELOPER_DOCS_URL?: string;
  readonly VITE_INTEGRATION_GUIDE_URL?: string;
  readonly VITE_RECRAWL_HOSTS?: string;
  readonly VITE_IFRAME_HOSTS?: string;
  readonly VITE_STRIPE_KEY_LIVE?: string;
  readonly VITE_STRIPE_KEY_TEST?: string;
  readonly VITE_STRIPE_PRICES_LIVE?: string;
  readonly VITE_STRIPE_PRICES_TEST?: string;
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
}

interface Window {
  __APP_CONFIG__?: {
    apiUrl?: string;
    embedOrigins?: string | string[];
    iframeHosts?: string | Partial<Record<'development' | 'staging' | 'uat' | 'production', string>>;
    stripeKey?: string;
    stripePrices?: string | Partial<Record<'essential' | 'premium' | 'platinum' | 'aggregator', string>>;
    recaptchaSiteKey?: string;
  };
  __APP_BASENAME__?: string;
  /** Settled when config.js has loaded or failed (index.html): the app starts after it. */
  __APP_CONFIG_READY__?: Promise<void>;
  /**
   * Demo builds: the demo API's Web Worker, started by index.html's loader as the page begins, so
   * that its code is loaded and evaluated by the time the app asks its first question
   * (src/demo/browser.ts takes it over; `npm run dev` has no loader and starts it there).
   */
  __DEMO_API_WORKER__?: Worker;
}

declare const __APP_VERSION__: string;
