import type { RouteObject } from 'react-router-dom'
import { Layout } from '../layout/Layout.tsx'
import { NotFound } from './NotFound.tsx'
import { RouteError } from './RouteError.tsx'
import { RouteView } from './RouteView.tsx'
import type { RouteEntry, ShellData } from './site-data.ts'

/** The router's routes: the layout around one lazily loaded route per page, redirect and post. */
export function buildRoutes(shell: ShellData, entries: readonly RouteEntry[]): RouteObject[] {
  return [
    {
      element: <Layout shell={shell} />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...entries.map((entry): RouteObject => ({
              path: entry.path,
              lazy: async () => {
                const { default: data } = await entry.load()
                return { Component: () => <RouteView data={data} /> }
              },
            })),
            { path: '*', Component: NotFound },
          ],
        },
      ],
    },
  ]
}
