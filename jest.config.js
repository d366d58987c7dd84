/** Jest setup from Gatsby's unit-testing guide, for TypeScript and CSS modules. */
module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    // An inline script's entry is its compiled text, as in the build (plugins/inline-scripts).
    '\\.inline\\.ts$': '<rootDir>/__tests__/fixtures/inline-script-transform.js',
    '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js',
  },
  moduleNameMapper: {
    '^(.+\\.inline)\\?script$': '$1',
    '.+\\.(css|scss)$': '<rootDir>/__mocks__/style-mock.js',
    '.+\\.(jpg|jpeg|png|gif|svg|webp|avif|mp4|webm|vtt|woff2)$': '<rootDir>/__mocks__/file-mock.js',
  },
  // Gatsby ships untranspiled ESM; so do lucide-react, simple-icons, file-type with its readers and browserslist-to-esbuild.
  transformIgnorePatterns: [
    'node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react|simple-icons|file-type|strtok3|token-types|uint8array-extras|@tokenizer|@borewit|browserslist-to-esbuild)/)',
  ],
  testPathIgnorePatterns: [
    'node_modules',
    '\\.cache',
    '<rootDir>/public',
    '<rootDir>/e2e',
    '<rootDir>/__tests__/fixtures',
  ],
  globals: { __PATH_PREFIX__: '' },
  // Both cores of the 2-core CI machine (Jest's default is one fewer than the cores).
  maxWorkers: '100%',
  // A limit on hanging, not on speed: a loaded 2-core CI machine runs some checks several times slower.
  testTimeout: 60_000,
  setupFiles: ['<rootDir>/loadershim.js'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
}
