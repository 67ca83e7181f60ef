/** An inline link in page text (not a button): underlined, in the accent colour. */
export const textLinkClass =
  'rounded font-semibold text-night-700 underline underline-offset-4 hover:text-night-900 dark:text-night-200 dark:hover:text-white';
