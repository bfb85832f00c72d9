export const host = 'host';
