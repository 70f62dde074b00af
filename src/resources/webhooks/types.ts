import type { RaRecord } from 'react-admin';

/** One webhook of `dashboard/vendors/webhooks/` (docs/api.md#webhooks), as the list and its toggle read it. */
export interface WebhookRecord extends RaRecord {
  name: string;
  url: string;
  vendorref: number;
  enabled: boolean;
}
