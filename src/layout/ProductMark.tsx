/** The product's mark, drawn in the top bar's colour: the top bar's logo and the landing preview's. */
export const ProductMark = () => (
  <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
    <rect width="28" height="28" rx="6" fill="currentColor" opacity="0.2" />
    <path d="M7 20V9h6a3 3 0 0 1 0 6H7m6 0h1a3 3 0 0 1 0 6H7" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);
