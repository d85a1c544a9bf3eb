const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Nov 21, 2026", in UTC, so that the server and every browser print the
 * same date. Written out rather than with Intl.DateTimeFormat, whose first use
 * loads locale data on the main thread while the page starts.
 */
export function formatDate(timestamp: number): string {
  const date = new Date(timestamp);
  return `${months[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
