/** The site as site.yaml describes it, once validated: the types every room shares. */
export type { BlogPost, Blog } from '../validation/blog-schema.ts'
export type { Business } from '../validation/business-schema.ts'
export type { Footer, LinkItem, MobileNavigation, NavigationItem } from '../validation/navigation-schema.ts'
export type { CompanyValues, Faq, Page, Redirect, Service, Site } from '../validation/site-schema.ts'
export type { ChatOptions } from '../layout/chat/schema.ts'
export type { FormDefinition, FormField } from '../forms/schema.ts'
