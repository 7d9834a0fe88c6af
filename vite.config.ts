import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sitePlugin } from './src/vite/site-plugin.ts'

export default defineConfig({
  plugins: [react(), sitePlugin()],
  build: {
    chunkSizeWarningLimit: 400,
  },
})
