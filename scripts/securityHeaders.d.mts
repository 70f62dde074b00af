export interface SecuritySettings {
  apiUrl?: string;
  embedOrigins?: string | string[];
  recrawlOrigins?: string[];
  scriptHashes?: string[];
  /** The build ships the demo host page (embed-host.html): its own origin may frame it. */
  demoHost?: boolean;
}
/** The demo host page's file name in a build folder. */
export declare const DEMO_HOST_PAGE: string;
export declare const PAYMENT: { script: string[]; connect: string[]; frame: string[] };
export declare const CAPTCHA: { script: string[]; connect: string[]; frame: string[] };
export declare const recrawlOriginsOf: (text: string | undefined) => string[];
export declare const inlineScriptHashes: (html: string) => string[];
export declare const securityHeaders: (settings?: SecuritySettings) => Record<string, string>;
export declare const readRuntimeConfig: (dir: string) => { apiUrl?: string; embedOrigins?: string | string[] };
export declare const headersForBuild: (dir: string, env?: Record<string, string | undefined>) => Record<string, string>;
export declare const nginxLines: (headers: Record<string, string>) => string;
