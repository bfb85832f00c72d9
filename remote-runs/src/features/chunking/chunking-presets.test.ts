import { CHUNKING_PRESETS, draftOf, presetOf, validateChunking } from './chunking-presets';

test('each preset is valid and recognised', () => {
  for (const [name, params] of Object.entries(CHUNKING_PRESETS)) {
    expect(validateChunking(draftOf(params)).params).toEqual(params);
    expect(presetOf(draftOf(params))).toBe(name);
  }
});

test('size must be 50–100,000 and the overlap smaller than the size', () => {
  const base = draftOf(CHUNKING_PRESETS.fixed1000);
  expect(validateChunking({ ...base, size: '10' }).errors).toEqual({ size: 'sizeRange' });
  expect(validateChunking({ ...base, size: 'abc' }).errors).toEqual({ size: 'sizeRange' });
  expect(validateChunking({ ...base, overlap: '1000' }).errors).toEqual({ overlap: 'overlapSize' });
  expect(validateChunking({ ...base, overlap: '-1' }).errors).toEqual({ overlap: 'overlapRange' });
  expect(presetOf({ ...base, overlap: '5' })).toBeNull();
});
