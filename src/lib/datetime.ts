/** Times as the tables show them. */

const pad = (value: number) => String(value).padStart(2, '0');

/** Start Time as "YYYY-MM-DD HH:mm:ss" in the browser's time zone; the raw text if unreadable. */
export const formatTimestamp = (value: string | number | null | undefined): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
};
