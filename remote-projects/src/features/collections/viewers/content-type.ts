/** Whether a document is a PDF, by its content type (parameters and case aside). */
export const isPdf = (contentType: string) =>
  contentType.split(';')[0]?.trim().toLowerCase() === 'application/pdf';
