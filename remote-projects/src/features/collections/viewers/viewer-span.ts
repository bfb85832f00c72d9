/** What a viewer gets of a link to a passage (`?page=&quote=`, see the platform's `documentPath`). */
export type ViewerSpanProps = {
  /** Page to open at (PDF). */
  page?: number;
  /** Passage to highlight and scroll to. */
  quote?: string;
  /** Where the passage starts in the document's text: picks among repeated quotes. */
  at?: number;
  /** Told once the viewer has looked for the passage: found or not. */
  onSpanFound?: (found: boolean) => void;
};
