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
}

interface Window {
  __APP_CONFIG__?: { apiUrl?: string; embedOrigins?: string | string[] };
  __APP_BASENAME__?: string;
}

declare const __APP_VERSION__: string;
