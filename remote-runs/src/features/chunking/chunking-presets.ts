import type { ChunkingParameters } from '@ontoloom/contract';

export type ChunkingPreset = 'paragraphs' | 'fixed1000' | 'tokens512';

export const CHUNKING_PRESETS: Record<ChunkingPreset, ChunkingParameters> = {
  paragraphs: {
    strategy: 'structure',
    size: 2000,
    size_unit: 'characters',
    overlap: 0,
    respect_pages: true,
  },
  fixed1000: {
    strategy: 'fixed',
    size: 1000,
    size_unit: 'characters',
    overlap: 100,
    respect_pages: false,
  },
  tokens512: {
    strategy: 'fixed',
    size: 512,
    size_unit: 'tokens',
    overlap: 64,
    respect_pages: false,
  },
};

/** The form's values: numbers as typed, so a half-typed number is not lost. */
export type ChunkingDraft = Omit<ChunkingParameters, 'size' | 'overlap'> & {
  size: string;
  overlap: string;
};

export const draftOf = (params: ChunkingParameters): ChunkingDraft => ({
  ...params,
  size: String(params.size),
  overlap: String(params.overlap),
});

export const presetOf = (draft: ChunkingDraft): ChunkingPreset | null =>
  (Object.keys(CHUNKING_PRESETS) as ChunkingPreset[]).find((preset) => {
    const params = CHUNKING_PRESETS[preset];
    return (
      params.strategy === draft.strategy &&
      String(params.size) === draft.size &&
      params.size_unit === draft.size_unit &&
      String(params.overlap) === draft.overlap &&
      params.respect_pages === draft.respect_pages
    );
  }) ?? null;

export const SIZE_MIN = 50;
export const SIZE_MAX = 100_000;

export type ChunkingErrors = Partial<
  Record<'size' | 'overlap', 'sizeRange' | 'overlapRange' | 'overlapSize'>
>;

const integer = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);

/** The contract's rules (size 50–100,000, overlap ≥ 0 and smaller than size) as form errors. */
export function validateChunking(draft: ChunkingDraft): {
  errors: ChunkingErrors;
  params: ChunkingParameters | null;
} {
  const size = integer(draft.size);
  const overlap = integer(draft.overlap);
  const errors: ChunkingErrors = {};
  if (!(size >= SIZE_MIN && size <= SIZE_MAX)) errors.size = 'sizeRange';
  if (Number.isNaN(overlap)) errors.overlap = 'overlapRange';
  else if (!errors.size && overlap >= size) errors.overlap = 'overlapSize';
  if (errors.size || errors.overlap) return { errors, params: null };
  return { errors, params: { ...draft, size, overlap } };
}
