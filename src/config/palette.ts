/** The brand's colours, written once; `npm run generate` makes src/styles/_palette.scss from them. */
export const PALETTE = {
  'green-900': '#1f4d2b', // deep okro: header, theme colour, the roundel's field
  'green-700': '#2f6a2e', // okro, AA on cream and white
  'green-500': '#3f7d3a',
  'leaf-300': '#a9c77a',
  'leaf-100': '#e6efd6',
  'ginger-500': '#d9a441',
  'ginger-300': '#ebc272', // AA for small text on the deep green
  'ginger-100': '#f7e8c4',
  'earth-600': '#8f4a22', // terracotta, AA on cream for text
  'earth-500': '#a65a2e',
  'cream-50': '#fffdf8',
  'cream-100': '#fbf5e9', // the page background
  'cream-200': '#f3e9d3',
  'ink-900': '#1e2a1f',
  'ink-700': '#3b473c',
  'ink-600': '#4f5b50', // muted body text, AA on cream
  white: '#ffffff',
  'shadow-color': 'rgba(30, 42, 31, 0.14)',
  backdrop: 'rgba(20, 30, 22, 0.62)',
  'on-dark-rule': 'rgba(255, 255, 255, 0.16)',
} as const
