import react from '@vitejs/plugin-react'
import { join, resolve } from 'node:path'
import { defineConfig } from 'vite'
import { distDir } from './src/build/dist-dir.ts'

/** The /admin app: its own bundle under dist/admin/, never loaded by the public pages. */
export default defineConfig({
  root: resolve(import.meta.dirname, 'src/admin'),
  base: '/admin/',
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: join(distDir, 'admin'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
  },
})
