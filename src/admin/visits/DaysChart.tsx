import 'uplot/dist/uPlot.min.css'
import uPlot from 'uplot'
import { useEffect, useRef } from 'react'
import type { VisitsDay } from '../../model/contracts/visits-report.ts'
import { formatCount, shortDayName } from './visits-words.ts'

/** The lines of the chart, in the order of its key and of its table. */
export const chartLines = [
  { label: 'Visits', key: 'visits', colour: '#27466b', dash: [] },
  { label: 'Visitors', key: 'visitors', colour: '#a3470d', dash: [6, 4] },
] as const satisfies readonly { label: string; key: keyof VisitsDay; colour: string; dash: number[] }[]

const height = 220
// Steps between marks on the axes: whole days and whole visits only.
const dayIncrs = [1, 2, 7, 14, 28]
const countIncrs = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000]

function options(days: VisitsDay[], width: number): uPlot.Options {
  return {
    width,
    height,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: {
      x: { time: false },
      y: { range: (_chart, _min, max) => [0, Math.max(5, Math.ceil(max * 1.1))] },
    },
    axes: [
      {
        incrs: dayIncrs,
        space: 56,
        values: (_chart, splits) => splits.map((index) => (days[index] ? shortDayName(days[index].day) : '')),
      },
      { incrs: countIncrs, size: 56, values: (_chart, splits) => splits.map(formatCount) },
    ],
    series: [
      {},
      ...chartLines.map((line) => ({
        label: line.label,
        stroke: line.colour,
        width: 2,
        dash: [...line.dash],
        points: { show: days.length <= 31 },
      })),
    ],
  }
}

/** The chart's numbers: the day's place on the axis, then one row of figures per line. */
export const chartData = (days: VisitsDay[]): uPlot.AlignedData => [
  days.map((_day, index) => index),
  ...chartLines.map((line) => days.map((day) => day[line.key])),
]

const widthOf = (element: HTMLElement) => Math.max(element.clientWidth, 280)

/** Visits and visitors per day as lines; a picture only, so screen readers skip it for the table that goes with it. */
export function DaysChart({ days }: { days: VisitsDay[] }) {
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = box.current
    if (!element) return
    const chart = new uPlot(options(days, widthOf(element)), chartData(days), element)
    const fit = () => chart.setSize({ width: widthOf(element), height })
    window.addEventListener('resize', fit)
    return () => {
      window.removeEventListener('resize', fit)
      chart.destroy()
    }
  }, [days])

  return <div ref={box} className="visits-chart__plot" aria-hidden="true" />
}
