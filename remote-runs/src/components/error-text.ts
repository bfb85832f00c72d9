// Chakra's fg.error is too light for small text on white (axe color-contrast).
export const ERROR_TEXT = { base: 'red.700', _dark: 'red.300' };
