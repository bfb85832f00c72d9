export const domain = 'domain';
