/** Where idealista's pages live. */

export const ORIGIN = 'https://www.idealista.com';
