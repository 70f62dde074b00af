import { allPages, keepCut, type Http, type Rows } from './pages';
import type { CallOptions } from '../sessionRule';

/** A vendor label as the IFrame page offers it (docs/api.md#labels). */
export interface IframeLabel {
  id: number;
  ref: string;
}

/** POST dashboard/email/customer_iframe_link (docs/api.md#emails). */
export interface IframeEmail {
  vendor_name: string;
  iframe_link: string;
  customer_email: string;
  customer_name: string;
}

export interface InlineFrameMethods {
  /** Every vendor label the user sees, following `next` links. */
  /** GET dashboard/vendors/labels/, every page (at most MAX_PAGES: the rows then carry `cut`). */
  iframeLabels: (options?: CallOptions) => Promise<Rows<IframeLabel>>;
  sendIframeLink: (email: IframeEmail) => Promise<unknown>;
}

export const inlineFrameMethods = (http: Http): InlineFrameMethods => ({
  iframeLabels: async ({ signal } = {}) => {
    const rows = await allPages<Partial<IframeLabel>>(http, 'dashboard/vendors/labels/', { signal });
    // The cut, if any, goes with the labels: the page says the select lists only the first ones.
    return keepCut(
      rows,
      rows.flatMap(row =>
        typeof row?.ref === 'string' && row.ref && row.id !== undefined ? [{ id: row.id, ref: row.ref }] : [],
      ),
    );
  },
  sendIframeLink: async email =>
    (await http('dashboard/email/customer_iframe_link', { method: 'POST', body: email })).json,
});
