import { useEffect, useState } from 'react'
import type { UploadedPicture } from '../../../model/admin-api.ts'
import { DescribeChosen } from './DescribeChosen.tsx'
import { knownDescription } from './known-description.ts'
import { thumbnailOf } from './picture-api.ts'
import { PictureLibrary } from './PictureLibrary.tsx'
import { pictureName } from './picture-name.ts'
import { uploadLabel, UploadPicture } from './UploadPicture.tsx'

/** A picture to put in a place, with its size when it is known. */
export type PlacedPicture = Pick<UploadedPicture, 'src'> & Partial<UploadedPicture>

interface PictureSourcesProps {
  /** The id of the file input, which a label names. */
  id: string
  describedBy?: string
  isInvalid: boolean
  /** The draft, as data: where pictures are used and how they are described there. */
  data: unknown
  /** The website as published, as data: searched for descriptions and uses after the draft. */
  published?: unknown
  /** The picture in the place now ('' for none). */
  current: string
  /** Whether the place has a description of its picture, to be asked for before a picture is used. */
  needsDescription: boolean
  /**
   * The description the place itself had for `src` (as published), which is put back with it unasked;
   * undefined when the place never showed it.
   */
  descriptionHere?(src: string): string | undefined
  upload(file: File): Promise<UploadedPicture>
  /** Puts the picture in the place, with its description when the place has one. */
  onUse(picture: PlacedPicture, description: string | undefined): void
  /** What the bar at the bottom says once an uploaded picture is in place. */
  uploadedWords?: string
  /**
   * Told what is chosen but not used yet (its description or upload waits), in a sentence for the place
   * to say instead of "no picture": undefined when nothing waits.
   */
  onWaiting?(waiting: string | undefined): void
}

/** The button that uses a picture the website has. */
const chooseLabel = 'Use this picture'

/** "Chosen: sofa.jpg. Describe it below, then press “Upload and use”." */
const waitingWords = (name: string, needsDescription: boolean, action: string) =>
  `Chosen: ${name}. ${needsDescription ? `Describe it below, then press “${action}”.` : `Press “${action}” to use it.`}`

/**
 * Where a place's picture comes from: a photo taken or picked on this device and uploaded, or one of the
 * pictures the website has (asking afresh how the chosen one is described here: the description it has
 * elsewhere is only offered).
 */
export function PictureSources(props: PictureSourcesProps) {
  const { data, needsDescription, onUse } = props
  const [isLibraryOpen, setIsLibraryOpen] = useState(false)
  const [chosen, setChosen] = useState<{ picture: PlacedPicture; suggestion?: string }>()
  const [uploadWaiting, setUploadWaiting] = useState<string>()
  const { onWaiting } = props
  const waiting = chosen
    ? waitingWords(pictureName(chosen.picture.src, chosen.suggestion), needsDescription, chooseLabel)
    : uploadWaiting !== undefined
      ? waitingWords(uploadWaiting, needsDescription, uploadLabel)
      : undefined
  useEffect(() => onWaiting?.(waiting), [waiting, onWaiting])

  const choose = (src: string) => {
    setIsLibraryOpen(false)
    if (src === props.current) return setChosen(undefined)
    const known = knownDescription(src, [data, props.published])
    const picture = {
      src,
      ...(known?.width ? { width: known.width } : {}),
      ...(known?.height ? { height: known.height } : {}),
    }
    const here = props.descriptionHere?.(src)
    if (!needsDescription || here !== undefined) {
      setChosen(undefined)
      return onUse(picture, here)
    }
    setChosen({ picture, suggestion: known?.alt || undefined })
  }

  return (
    <>
      <UploadPicture
        id={props.id}
        describedBy={props.describedBy}
        isInvalid={props.isInvalid}
        needsDescription={needsDescription}
        upload={props.upload}
        onUploaded={(picture, description) => onUse(picture, needsDescription ? description : undefined)}
        doneWords={props.uploadedWords}
        onWaiting={setUploadWaiting}
      />
      <button
        type="button"
        className="admin-small"
        aria-expanded={isLibraryOpen}
        onClick={() => setIsLibraryOpen((isOpen) => !isOpen)}
      >
        {isLibraryOpen ? 'Close your pictures' : 'Choose from your pictures'}
      </button>
      {isLibraryOpen && (
        <PictureLibrary
          data={data}
          published={props.published}
          current={chosen?.picture.src ?? props.current}
          onChoose={choose}
        />
      )}
      {chosen && (
        <DescribeChosen
          key={chosen.picture.src}
          preview={thumbnailOf(chosen.picture.src)}
          needsDescription
          descriptionLabel="Describe the chosen picture for someone who cannot see it"
          suggestion={chosen.suggestion}
          actionLabel={chooseLabel}
          isBusy={false}
          onUse={(description) => {
            setChosen(undefined)
            onUse(chosen.picture, description)
          }}
          onCancel={() => setChosen(undefined)}
        />
      )}
    </>
  )
}
