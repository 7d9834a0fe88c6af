import { useId } from 'react'
import type { InboxRoom } from '../../model/admin-api.ts'

const count = new Intl.NumberFormat('en-GB')
const requests = (n: number) => `${count.format(n)} request${n === 1 ? '' : 's'}`

/** From 80 % of the most the inbox keeps: how many more requests fit, and how to make room; nothing before. */
export function RoomNotice({ room }: { room: InboxRoom | undefined }) {
  const headingId = useId()
  if (!room?.isNearlyFull || room.limit === null) return null
  const fit = Math.max(0, room.limit - room.stored)
  return (
    <section className="admin-card inbox-room" aria-labelledby={headingId}>
      <h2 id={headingId}>{fit === 0 ? 'The inbox is full' : 'The inbox is nearly full'}</h2>
      <p>
        {fit === 0
          ? `It holds ${requests(room.stored)}, the most it keeps, so requests sent from the website are being refused.`
          : `It holds ${requests(room.stored)} of the ${count.format(room.limit)} it keeps: ${count.format(fit)} more ${fit === 1 ? 'request fits' : 'requests fit'}. After that, requests sent from the website are refused.`}
      </p>
      <p>
        To make room, keep a copy with “Download for Excel”, then remove the handled requests below, or remove requests
        one by one. Whoever runs the website can also let the inbox keep more.
      </p>
    </section>
  )
}
