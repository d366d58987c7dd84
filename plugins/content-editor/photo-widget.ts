/** The "photo" control: Decap's image control showing the entry's photo, its description under it, emptied when the photo is replaced. */
// Built with the React inside Decap's bundle (window.h, window.createClass), as Decap's own custom widgets are.
import type { CMS, CmsWidgetControlProps } from 'decap-cms-core'
import type { Component } from 'react'
import type { PhotoDescription } from './editor-config'
import { PHOTO_ALT, PHOTO_SRC } from './content-json'

/** Decap's Immutable.js Map, as its control props type the field. */
type ImmutableMap = CmsWidgetControlProps['field']

/** value: { src, alt } for a photo the field's alt describes (editor-config.ts), the path alone for one without (the video's poster). */
interface PhotoProps extends CmsWidgetControlProps<ImmutableMap | string | undefined> {
  field: { get(key: 'alt'): { toJS(): PhotoDescription } | undefined } & ImmutableMap
  /** Decap's errors of each field after a Publish, by the field's forID. */
  fieldsErrors?: ImmutableMap
  getAsset: (path: string, field: ImmutableMap) => { path: string }
  classNameWidget: string
  setActiveStyle: () => void
  setInactiveStyle: () => void
  t: (key: string, values?: Record<string, unknown>) => string
  [prop: string]: unknown
}

type PhotoControl = Component<PhotoProps, { replaced: boolean }> & { original: string; frame: number }

/** Decap's stand-in while a photo loads, an empty SVG (decap-cms-core, actions/media.ts). */
const LOADING = 'empty.svg'

export const NEW_PHOTO_NOTICE =
  'New photo: describe it below for visitors who cannot see it. The description of the old photo has been cleared.'

const srcOf = (value: PhotoProps['value']): string =>
  typeof value === 'string' ? value : String(value?.get(PHOTO_SRC) ?? '')
const altOf = (value: PhotoProps['value']): string =>
  typeof value === 'string' ? '' : String(value?.get(PHOTO_ALT) ?? '')
/** The value as { src, alt }, made from the field's own Immutable map where the entry has none yet. */
const described = (props: PhotoProps): ImmutableMap =>
  typeof props.value === 'object' ? props.value : props.field.clear()

/** Decap's preview asks for the photo once and keeps the loading stand-in, so ask again until it arrives. */
function watch(control: PhotoControl): void {
  cancelAnimationFrame(control.frame)
  const src = srcOf(control.props.value)
  if (!src) return
  if (control.props.getAsset(src, control.props.field).path === LOADING)
    control.frame = requestAnimationFrame(() => watch(control))
  else control.forceUpdate()
}

function changePhoto(control: PhotoControl, src: string): void {
  const { props } = control
  if (src === srcOf(props.value)) return
  if (!props.field.get('alt')) return props.onChange(src)
  // The old description would describe a photo no longer shown.
  props.onChange(described(props).set(PHOTO_SRC, src).set(PHOTO_ALT, ''))
  control.setState({ replaced: src !== '' && src !== control.original })
}

export function registerPhotoWidget(cms: CMS): void {
  const { h, createClass } = window as {
    h?: (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown
    createClass?: (spec: object) => unknown
  }
  const image = cms.getWidget('image')
  if (!h || !createClass || !image)
    throw new Error("Decap's bundle did not expose its React or image widget.")

  const control = createClass({
    getInitialState: () => ({ replaced: false }),

    componentDidMount(this: PhotoControl) {
      this.original = srcOf(this.props.value)
      watch(this)
    },

    componentWillUnmount(this: PhotoControl) {
      cancelAnimationFrame(this.frame)
    },

    // Decap's image control must see the media library's choice (mediaPaths), which Widget's default check ignores.
    shouldComponentUpdate: () => true,

    componentDidUpdate(this: PhotoControl, previous: PhotoProps) {
      if (srcOf(previous.value) !== srcOf(this.props.value)) watch(this)
    },

    isValid(this: PhotoControl) {
      const { field, value, t } = this.props
      const description = field.get('alt')?.toJS()
      // Decap's own presence check takes { src: '', alt: '' } for a value, so a removed photo is caught here.
      if (!srcOf(value) && field.get('required') !== false)
        return {
          error: {
            type: 'PRESENCE',
            message: t('editor.editorControlPane.widget.required', { fieldLabel: field.get('label') }),
          },
        }
      if (!description || !srcOf(value) || /\S/.test(altOf(value))) return true
      return { error: { type: 'CUSTOM', message: description.message } }
    },

    render(this: PhotoControl) {
      const { value, field, forID, classNameWidget, fieldsErrors } = this.props
      const { replaced } = this.state
      const description = field.get('alt')?.toJS()
      const altId = `${forID}-description`
      const undescribed = srcOf(value) !== '' && !/\S/.test(altOf(value))
      // A refused Publish names the missing description at its own box, not above the photo (admin.css hides Decap's copy).
      const refused =
        undescribed &&
        ((fieldsErrors?.get(forID) ?? []) as { message: string }[]).some(
          error => error.message === description?.message,
        )
      const photo = h(image.control, {
        ...this.props,
        // The photo itself is fine, so its box keeps its usual border.
        classNameWrapper: refused ? classNameWidget : this.props.classNameWrapper,
        value: srcOf(value),
        onChange: (src: string) => changePhoto(this, src),
        // A new function each render: Decap's preview asks for the photo again only when this changes.
        getAsset: (path: string, at: ImmutableMap) => this.props.getAsset(path, at),
      })
      if (!description) return photo
      return h(
        'div',
        { className: 'photo-widget' },
        photo,
        h(
          'div',
          { className: 'photo-description' },
          replaced &&
            undescribed &&
            h('p', { className: 'photo-description-notice', role: 'status' }, NEW_PHOTO_NOTICE),
          h('label', { htmlFor: altId, className: 'photo-description-label' }, description.label),
          refused &&
            h('p', { id: `${altId}-error`, className: 'photo-description-error' }, description.message),
          h('textarea', {
            id: altId,
            rows: 3,
            className: `${classNameWidget} photo-description-input`,
            value: altOf(value),
            'aria-invalid': (replaced || refused) && undescribed ? 'true' : undefined,
            'aria-describedby': refused ? `${altId}-error` : undefined,
            onChange: (event: { target: HTMLTextAreaElement }) =>
              this.props.onChange(described(this.props).set(PHOTO_ALT, event.target.value)),
            onFocus: this.props.setActiveStyle,
            onBlur: this.props.setInactiveStyle,
          }),
          h('p', { className: 'photo-description-hint' }, description.hint),
        ),
      )
    },
  })

  cms.registerWidget('photo', control as never)
}
