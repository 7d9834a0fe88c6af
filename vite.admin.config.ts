import react from '@vitejs/plugin-react'
import { join, resolve } from 'node:path'
import { defineConfig } from 'vite'
import { clientDirOf, codeDir } from './src/build/code-build.ts'

/** The /admin app: its own bundle under the code build's admin/, never loaded by the public pages. */
export default defineConfig({
  root: resolve(import.meta.dirname, 'src/admin'),
  base: '/admin/',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: join(clientDirOf(codeDir), 'admin'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
  },
})
