import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sitePublicDir } from './src/build/site-dir.ts'
import { sitePlugin } from './src/vite/site-plugin.ts'

/** A block's behaviour ("src/blocks/gallery/enlarge-picture.ts") → "block-gallery": island code is named for what it draws. */
const islandChunkName = (moduleId: string | null | undefined): string | undefined => {
  const block = /\/src\/blocks\/([^/]+)\/[^/]+\.ts$/.exec(moduleId ?? '')
  if (block) return `block-${block[1]}`
  return undefined
}

export default defineConfig({
  plugins: [react(), sitePlugin()],
  publicDir: sitePublicDir,
  build: {
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => `assets/${islandChunkName(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
      },
    },
  },
})
