export { BlogPosts as component } from './BlogPosts.tsx'
