/**
 * The IFrame link builder's parts (docs/product.md#iframe), shared by the IFrame page and Needs
 * attention's "Send the customer a new link".
 */
export { IframeBuilderStatus } from './IframeBuilderStatus';
export { IframeLinkForm, type BuiltLink } from './IframeLinkForm';
export { IframeLinkPanel } from './IframeLinkPanel';
export { IframeSendForm } from './IframeSendForm';
export { useIframeLabels } from './useIframeLabels';
