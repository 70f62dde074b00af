/**
 * react-admin's Edit and Delete buttons' words (`ra.action.edit`, `ra.action.delete`), as
 * ra-language-english has them, on their own: a landing preview (resources/labels/preview.tsx,
 * resources/tokens/preview.tsx) holds those buttons' room before react-admin's messages
 * (./reactAdmin.ts) have loaded. tests/unit/i18n checks they are the same words.
 */
export const rowActions = { ra: { action: { edit: 'Edit', delete: 'Delete' } } };
