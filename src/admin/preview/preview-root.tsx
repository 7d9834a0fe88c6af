// The site's stylesheet first, as on the public pages, so the components' own styles win ties.
import '../../styles/site.css'
import { PreviewApp } from './PreviewApp.tsx'

export const previewRoot = () => <PreviewApp />
