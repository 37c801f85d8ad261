import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { clientLogoSpritesPlugin } from './content/client-logo-sprites.server.ts'
import { siteDataPlugin } from './content/data-check.server.ts'
import { precompressAssets } from './scripts/precompress-assets.js'
import { shellChunkName } from './scripts/shell-chunk.js'

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: {
    // The Express app (headers, API, health check) is bundled with the server build.
    rollupOptions: isSsrBuild ? { input: './server/app.ts' } : undefined,
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting: { groups: [{ name: shellChunkName }] } } },
  },
  plugins: [siteDataPlugin(), tailwindcss(), reactRouter(), isSsrBuild ? null : clientLogoSpritesPlugin(), isSsrBuild ? null : precompressAssets()],
}))
