import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  // Render-time style injection would differ between host and remotes; one prefix keeps the
  // CSS variables of every remote identical because they all read this one system.
  cssVarsPrefix: 'ol',
  theme: {
    tokens: {
      fonts: {
        heading: { value: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's defaults (red.500 / green.600 on white) miss the 4.5:1 contrast of WCAG AA.
        fg: {
          error: { value: { base: '{colors.red.700}', _dark: '{colors.red.300}' } },
          success: { value: { base: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        brand: {
          solid: { value: '{colors.teal.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.teal.800}' },
          muted: { value: '{colors.teal.100}' },
          subtle: { value: '{colors.teal.50}' },
          emphasized: { value: '{colors.teal.200}' },
          focusRing: { value: '{colors.teal.600}' },
        },
      },
    },
  },
  globalCss: {
    'html, body': { minHeight: '100%' },
  },
});

/** The Chakra UI v3 system every app renders with (platform is a singleton, so one copy). */
export const system = createSystem(defaultConfig, config);
