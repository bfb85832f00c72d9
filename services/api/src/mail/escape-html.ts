/** For user-given text (a first name) and links placed in a mail's HTML. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
