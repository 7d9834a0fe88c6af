import { useState } from 'react'
import { useOutcome } from '../../outcome/outcome.tsx'
import type { EditOp } from '../../../site-text/edit.ts'
import { useEditor } from '../form/editor-context.ts'
import type { Path } from '../form/json-schema.ts'
import { addServiceEdits, serviceAddress } from './add-service.ts'
import { AddServiceForm } from './AddServiceForm.tsx'
import { newPostEdits } from './new-post.ts'
import { NewPostForm } from './NewPostForm.tsx'

interface JobsPanelProps {
  data: unknown
  /** Makes the edits as one change; false when they could not be made. */
  editAll(ops: EditOp[]): boolean
  /** Opens the form at the field at `path`. */
  goTo(path: Path): void
}

type Open = 'none' | 'service' | 'post'

/** Whole jobs, each from one short form: adding a service, starting a post. */
export function JobsPanel({ data, editAll, goTo }: JobsPanelProps) {
  const [open, setOpen] = useState<Open>('none')
  const { upload } = useEditor()
  // What a job did is said in the bar at the bottom: the field it leads to may be far from here.
  const { say } = useOutcome()

  return (
    <section className="jobs" aria-label="Common jobs">
      <div className="jobs__buttons">
        <button
          type="button"
          className="admin-secondary"
          aria-expanded={open === 'service'}
          onClick={() => setOpen(open === 'service' ? 'none' : 'service')}
        >
          Add a service
        </button>
        <button
          type="button"
          className="admin-secondary"
          aria-expanded={open === 'post'}
          onClick={() => setOpen(open === 'post' ? 'none' : 'post')}
        >
          New post
        </button>
      </div>
      {open === 'service' && (
        <AddServiceForm
          data={data}
          upload={upload}
          onCancel={() => setOpen('none')}
          onAdd={(service) => {
            const address = serviceAddress(data, service.name)
            if (!editAll(addServiceEdits(data, service))) return
            setOpen('none')
            say({
              tone: 'done',
              text: `${service.name} was added: its page, its card and a choice in the booking form. Publish to show it to visitors.`,
            })
            goTo(['pages', address])
          }}
        />
      )}
      {open === 'post' && (
        <NewPostForm
          data={data}
          upload={upload}
          onCancel={() => setOpen('none')}
          onAdd={(post) => {
            const { edits, index } = newPostEdits(data, post)
            if (!editAll(edits)) return
            setOpen('none')
            say({ tone: 'done', text: `The post “${post.title}” was started. Write its text, then publish.` })
            goTo(['blog', 'posts', index, 'content'])
          }}
        />
      )}
    </section>
  )
}
